import { gql } from '@apollo/client';

/** PhoneLogin (shell spec section 7): sends a one-time code to a registered phone. */
export const INITIATE_OTP_LOGIN_MUTATION = gql`
  mutation PhoneLogin($phone: String!) {
    initiateOTPLogin(phone_number: $phone) {
      status
      message
      resend_after
    }
  }
`;

/** The PhoneLogin answer, as selected above. */
export interface InitiateOtpLoginData {
  initiateOTPLogin: { status: boolean; message: string | null; resend_after: number | null } | null;
}

export interface InitiateOtpLoginVariables {
  phone: string;
}
