import type { Locale } from '../locale';
import { DEFAULT_ERROR_STATUS, NO_EXCEPTION, resolveError } from './catalogue';
import type { LocalizedText } from './catalogue';
import { SESSION_END_ERRORS } from './tables';

/** Codes the error page understands in its `msg` query parameter (both specs' section 8). */
export const PAGE_ERROR_MESSAGES = {
  generic: {
    en: 'Something went wrong while displaying this page, please try again later.',
    ar: 'حدث خطأ أثناء عرض هذه الصفحة، يرجى المحاولة مرة أخرى لاحقًا.',
  },
  '404': { en: 'This page could not be found.', ar: 'تعذر العثور على هذه الصفحة.' },
  PRODUCT_NOT_FOUND: { en: 'This product could not be found.', ar: 'تعذر العثور على هذا المنتج.' },
  CATEGORY_NOT_FOUND: { en: 'This category could not be found.', ar: 'تعذر العثور على هذا القسم.' },
  BRAND_NOT_FOUND: {
    en: 'This brand could not be found.',
    ar: 'تعذر العثور على هذه العلامة التجارية.',
  },
  PAYMENT_ERROR: {
    en: 'An error occurred while processing your payment, you can attempt re-ordering from your orders history.',
    ar: 'حدث خطأ أثناء معالجة الدفع، يمكنك إعادة الطلب من سجل طلباتك.',
  },
  SOCIAL_ERROR: {
    en: 'Failed to login with social authentication, please try again later.',
    ar: 'تعذر تسجيل الدخول عبر حسابات التواصل الاجتماعي، يرجى المحاولة مرة أخرى لاحقًا.',
  },
} as const satisfies Record<string, LocalizedText>;

export type PageErrorCode = keyof typeof PAGE_ERROR_MESSAGES;

function isPageErrorCode(code: string): code is PageErrorCode {
  return Object.prototype.hasOwnProperty.call(PAGE_ERROR_MESSAGES, code);
}

/** What the error page knows when it renders. */
export interface PageErrorInput {
  /** The `msg` query parameter. */
  msg?: string | null;
  /** The thrown error's message. */
  message?: string | null;
  statusCode?: number | null;
}

/**
 * The error page's message (shell spec section 2): the text of a known `msg` code, else the
 * error's own message, else the text of its HTTP status (404 is "This page could not be
 * found."), else the generic message. The status falls back to 500.
 */
export function pageError(
  input: PageErrorInput,
  locale: Locale,
): { message: string; statusCode: number } {
  const statusCode = input.statusCode ?? DEFAULT_ERROR_STATUS;
  const msg = input.msg?.trim();
  if (msg && isPageErrorCode(msg)) return { message: PAGE_ERROR_MESSAGES[msg][locale], statusCode };
  const message = input.message?.trim();
  if (message) return { message, statusCode };
  const byStatus = statusCode === 404 ? PAGE_ERROR_MESSAGES['404'] : PAGE_ERROR_MESSAGES.generic;
  return { message: byStatus[locale], statusCode };
}

/** Payment failure notice: a title and a message (commerce spec section 8). */
export const PAYMENT_FAILURE_NOTICE = {
  title: { en: 'Payment Error', ar: 'خطأ في الدفع' },
  message: {
    en: 'Something went wrong with the payment, try again later or contact us.',
    ar: 'حدث خطأ ما في عملية الدفع، حاول مرة أخرى لاحقًا أو تواصل معنا.',
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * Messages raised by the storefront itself rather than the server (both specs' section 8),
 * keyed as the specs name them.
 */
export const CLIENT_MESSAGES = {
  cartIsMerging: {
    en: 'Your carts are being merged, please wait.',
    ar: 'جارٍ دمج عربات التسوق، يرجى الانتظار.',
  },
  cartMerged: { en: 'Cart items merged successfully', ar: 'تم دمج منتجات عربة التسوق بنجاح' },
  qtyUnavailable: {
    en: 'This quantity is not available.',
    ar: 'هذه الكمية غير متوفرة.',
  },
  cartError: { en: 'Cart error', ar: 'خطأ في عربة التسوق' },
  'rewardPoints.error': {
    en: 'Reward points could not be applied to this order.',
    ar: 'تعذر استخدام نقاط المكافآت في هذا الطلب.',
  },
  'rewardPoints.alreadyApplied': {
    en: 'Reward points are already applied.',
    ar: 'تم استخدام نقاط المكافآت بالفعل.',
  },
  invalidComparison: {
    en: 'You can only compare products from the same category.',
    ar: 'يمكنك مقارنة المنتجات من نفس القسم فقط.',
  },
  chooseAnotherInterval: {
    en: 'Please choose another delivery interval.',
    ar: 'يرجى اختيار موعد توصيل آخر.',
  },
  otpError: { en: 'Verification error', ar: 'خطأ في التحقق' },
  'otp.unableToSend': {
    en: 'We could not send the code, please try again.',
    ar: 'تعذر إرسال الرمز، يرجى المحاولة مرة أخرى.',
  },
  invalidOtp: { en: 'Invalid code', ar: 'رمز غير صحيح' },
  resendError: { en: 'Could not resend the code', ar: 'تعذر إعادة إرسال الرمز' },
  resendSuccess: { en: 'The code was sent successfully', ar: 'تم إرسال الرمز بنجاح' },
  editPhoneNotSupported: {
    en: 'Edit phone number is not supported',
    ar: 'تعديل رقم الهاتف غير مدعوم',
  },
  noTokenGenerated: { en: 'No token was generated', ar: 'لم يتم إنشاء رمز الدخول' },
  noUserAuthenticated: {
    en: 'No user was authenticated with token',
    ar: 'لم يتم التحقق من أي مستخدم بهذا الرمز',
  },
  noUserCreated: { en: 'No user was created', ar: 'لم يتم إنشاء أي مستخدم' },
  newsletterSubscribed: {
    en: 'Subscribed to newsletter successfully!',
    ar: 'تم الاشتراك في النشرة البريدية بنجاح!',
  },
  loggedOut: { en: 'You have been logged out successfully', ar: 'تم تسجيل خروجك بنجاح' },
} as const satisfies Record<string, LocalizedText>;

export type ClientMessageKey = keyof typeof CLIENT_MESSAGES;

/** A client message in `locale`; throws for an unknown key. */
export function clientMessage(key: ClientMessageKey, locale: Locale): string {
  const entry = (CLIENT_MESSAGES as Record<string, LocalizedText | undefined>)[key];
  if (!entry) throw new Error(`Unknown client message key "${String(key)}"`);
  return entry[locale];
}

/**
 * True when the error must end the session (shell spec section 8): not authorized, cannot
 * operate on cart, request allowed only for logged-in customers.
 */
export function isSessionEndingError(error: unknown): boolean {
  return resolveError(error, SESSION_END_ERRORS).key !== NO_EXCEPTION;
}

/**
 * True when the error says the current customer is not authorized; the identity fetch ignores
 * such errors silently (shell spec section 8).
 */
export function isNotAuthorizedError(error: unknown): boolean {
  return (
    resolveError(error, [
      { key: 'notAuthorized', level: 'GREEN', patterns: ["isn't authorized"], message: 'server' },
    ]).key !== NO_EXCEPTION
  );
}
