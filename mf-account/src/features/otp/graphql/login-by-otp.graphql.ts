import { gql } from '@apollo/client';

/** EnterOtp (shell spec section 7): exchanges the phone and its code for the four token fields. */
export const LOGIN_BY_OTP_MUTATION = gql`
  mutation EnterOtp($phone: String!, $otp: String!) {
    loginByOTP(phone_number: $phone, otp: $otp) {
      token
      refreshToken
      token_expires_at
      refresh_token_expires_at
    }
  }
`;

/** The EnterOtp answer, as selected above. */
export interface LoginByOtpData {
  loginByOTP: {
    token: string | null;
    refreshToken: string | null;
    token_expires_at: string | null;
    refresh_token_expires_at: string | null;
  } | null;
}

export interface LoginByOtpVariables {
  phone: string;
  otp: string;
}
