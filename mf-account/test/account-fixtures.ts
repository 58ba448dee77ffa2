// The service's answers to the account operations, typed by the generated result types, so a
// fixture that no longer matches its document fails the type check rather than a test.
import type { PhoneLoginMutation } from '../src/shared/otp/graphql/__generated__/initiate-otp-login';
import type { EnterOtpMutation } from '../src/shared/otp/graphql/__generated__/login-by-otp';
import type { ResendOtpMutation } from '../src/shared/otp/graphql/__generated__/resend-otp';
import type { CreateCustomerMutation } from '../src/features/register/graphql/__generated__/create-customer';

/** The `data` of an answer: the service never sends the root type's __typename. */
type Answer<T> = Omit<T, '__typename'>;

/** PhoneLogin: the code was sent; a new one may be asked for after `resendAfter` seconds. */
export function codeSent(resendAfter: number | null = 120): Answer<PhoneLoginMutation> {
  return {
    initiateOTPLogin: {
      __typename: 'OTPResponse',
      status: true,
      message: 'sent',
      resend_after: resendAfter,
    },
  };
}

/** PhoneLogin without a response (the service could not send a code). */
export const noCodeSent: Answer<PhoneLoginMutation> = { initiateOTPLogin: null };

/** ResendOtp: a new code was sent. */
export function codeResent(resendAfter: number | null = 120): Answer<ResendOtpMutation> {
  return {
    resendOTP: {
      __typename: 'OTPResponse',
      status: true,
      message: 'sent',
      resend_after: resendAfter,
    },
  };
}

/** EnterOtp: the code was accepted; the four token fields (`tok-<id>`, `ref-<id>`). */
export function loggedIn(id = 1): Answer<EnterOtpMutation> {
  return {
    loginByOTP: {
      __typename: 'CustomerToken',
      token: `tok-${id}`,
      refreshToken: `ref-${id}`,
      token_expires_at: '2030-01-01T10:00:00Z',
      refresh_token_expires_at: '2030-01-31T10:00:00Z',
    },
  };
}

/** CreateCustomer: the customer exists now. */
export function customerCreated(phone: string): Answer<CreateCustomerMutation> {
  return {
    createCustomer: {
      __typename: 'CustomerOutput',
      customer: { __typename: 'Customer', phone_number: phone },
    },
  };
}
