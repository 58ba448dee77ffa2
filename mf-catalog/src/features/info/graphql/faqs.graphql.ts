import { gql } from '@apollo/client';

/** FAQ entries in display order. */
export const FAQS = gql`
  query Faqs {
    faqs {
      id
      position
      group
      question
      answer
    }
  }
`;
