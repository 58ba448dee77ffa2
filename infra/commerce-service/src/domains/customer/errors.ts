/**
 * GraphQL errors of the customer domain. The English message is the contract (the storefront's
 * error catalogue matches it verbatim); the Arabic text travels in `extensions.message_ar`.
 */
import mercurius from 'mercurius';

export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  | 'graphql-rate-limit';

export interface Bilingual {
  en: string;
  ar: string;
}

export class CustomerDomainError extends mercurius.ErrorWithProps {
  readonly category: ErrorCategory;
  constructor(category: ErrorCategory, text: Bilingual, extra: Record<string, unknown> = {}) {
    super(text.en, { category, message_ar: text.ar, ...extra });
    this.category = category;
  }
}

/** Messages used by several operations, verbatim from the spec where the spec gives them. */
export const MESSAGES = {
  notAuthorized: {
    en: "The current customer isn't authorized.",
    ar: 'العميل الحالي غير مصرح له.',
  },
  unregisteredPhone: {
    en: 'No customer found with the phone number',
    ar: 'لا يوجد عميل مسجل برقم الهاتف',
  },
  outOfArea: {
    en: 'This address is out of the chosen area',
    ar: 'هذا العنوان خارج المنطقة المختارة',
  },
  invalidLogin: {
    en: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    ar: 'بيانات الدخول غير صحيحة أو الحساب معطل مؤقتاً. يرجى المحاولة لاحقاً.',
  },
} satisfies Record<string, Bilingual>;

export const notAuthorized = (): CustomerDomainError =>
  new CustomerDomainError('graphql-authorization', MESSAGES.notAuthorized);

export const inputError = (
  en: string,
  ar: string,
  extra: Record<string, unknown> = {},
): CustomerDomainError => new CustomerDomainError('graphql-input', { en, ar }, extra);

export const noSuchEntity = (en: string, ar: string): CustomerDomainError =>
  new CustomerDomainError('graphql-no-such-entity', { en, ar });

export const alreadyExists = (en: string, ar: string): CustomerDomainError =>
  new CustomerDomainError('graphql-already-exists', { en, ar });

export const rateLimited = (
  en: string,
  ar: string,
  retryAfterSeconds: number,
): CustomerDomainError =>
  new CustomerDomainError('graphql-rate-limit', { en, ar }, { retry_after: retryAfterSeconds });
