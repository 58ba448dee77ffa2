import { gql } from '@apollo/client';

/** ResendOtp (shell spec section 7): a new code for the same phone. */
export const RESEND_OTP_MUTATION = gql`
  mutation ResendOtp($phone: String!) {
    resendOTP(phone_number: $phone) {
      status
      message
      resend_after
    }
  }
`;

/** The ResendOtp answer, as selected above. */
export interface ResendOtpData {
  resendOTP: { status: boolean; message: string | null; resend_after: number | null } | null;
}
