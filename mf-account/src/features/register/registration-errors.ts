import { SESSION_ERRORS } from '@dukkan/contracts';
import type { ErrorTable } from '@dukkan/contracts';

/**
 * CreateCustomer errors: the session table of the catalogue (a used phone is phoneAlreadyUsed)
 * plus the e-mail taken by another customer, which the catalogue has no row for. Its text is the
 * page's own translation (register.emailTaken), so the message here is only a fallback.
 */
export const REGISTRATION_ERRORS: ErrorTable = [
  {
    key: 'emailAlreadyUsed',
    level: 'WARNING',
    patterns: [/e-?mail(?: address)?.*already (?:used|exists|in use)/i],
    message: 'server',
  },
  ...SESSION_ERRORS,
];
