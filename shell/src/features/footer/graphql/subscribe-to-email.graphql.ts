import { gql } from '@apollo/client';

/** SubscribeToEmail (shell spec section 7): the newsletter form's e-mail. */
export const SUBSCRIBE_TO_EMAIL_MUTATION = gql`
  mutation SubscribeToEmail($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`;

/** The SubscribeToEmail answer, as selected above. */
export interface SubscribeToEmailData {
  subscribeEmailToNewsletter: { status: string | null } | null;
}
