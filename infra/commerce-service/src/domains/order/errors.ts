/**
 * Errors of the order and payment domain. The English message is the contract (the storefront's
 * error catalogue matches it verbatim, spec section 8); the Arabic text travels in
 * `extensions.message_ar`, as in the customer domain.
 */
import { CustomerDomainError, type Bilingual } from '../customer/errors';

export { notAuthorized } from '../customer/errors';

export const ORDER_MESSAGES = {
  noShippingMethod: { en: 'No selected shipping method', ar: 'لم يتم اختيار طريقة الشحن' },
  noPaymentMethod: { en: 'No selected payment method', ar: 'لم يتم اختيار طريقة الدفع' },
  notSupported: { en: 'Payment method is not supported', ar: 'طريقة الدفع غير مدعومة' },
  notAllowed: { en: 'Payment method is not allowed', ar: 'طريقة الدفع غير مسموح بها' },
  phoneMissing: { en: 'Phone number is not inserted', ar: 'لم يتم إدخال رقم الهاتف' },
  cartNotActive: { en: "The cart isn't active.", ar: 'السلة غير نشطة.' },
  orderNotFound: { en: 'The order was not found.', ar: 'لم يتم العثور على الطلب.' },
  cannotCancel: {
    en: 'This order can no longer be cancelled.',
    ar: 'لم يعد من الممكن إلغاء هذا الطلب.',
  },
  cannotReview: {
    en: 'Only delivered orders can be reviewed.',
    ar: 'يمكن تقييم الطلبات المستلمة فقط.',
  },
  alreadyReviewed: {
    en: 'This product of the order is already reviewed.',
    ar: 'تم تقييم هذا المنتج في الطلب من قبل.',
  },
  noSubstitution: {
    en: 'This order has no substitution waiting for an answer.',
    ar: 'لا توجد بدائل لهذا الطلب في انتظار ردك.',
  },
  substitutionExpired: {
    en: 'The time to answer the substitution has passed.',
    ar: 'انتهى وقت الرد على البدائل.',
  },
  cardNotFound: { en: 'The card was not found.', ar: 'لم يتم العثور على البطاقة.' },
  invalidDigits: { en: 'Invalid Number of digits', ar: 'عدد الأرقام غير صحيح' },
  /** The spec's PAYMENT_ERROR text (`@dukkan/contracts` errors/pages.ts). */
  paymentFailed: {
    en: 'An error occurred while processing your payment, you can attempt re-ordering from your orders history.',
    ar: 'حدث خطأ أثناء معالجة الدفع، يمكنك إعادة الطلب من سجل طلباتك.',
  },
} satisfies Record<string, Bilingual>;

export const orderError = (
  category: 'graphql-input' | 'graphql-no-such-entity',
  text: Bilingual,
  extra: Record<string, unknown> = {},
) => new CustomerDomainError(category, text, extra);

export const input = (text: Bilingual, extra: Record<string, unknown> = {}) =>
  orderError('graphql-input', text, extra);

export const notFound = (text: Bilingual = ORDER_MESSAGES.orderNotFound) =>
  orderError('graphql-no-such-entity', text);

/** `Unable to place order: Minimum order amount is X` with X in EGP, as the catalogue expects. */
export const minimumAmount = (amount: number) =>
  input(
    {
      en: `Unable to place order: Minimum order amount is ${amount}`,
      ar: `تعذر إتمام الطلب: الحد الأدنى لقيمة الطلب ${amount} جنيه`,
    },
    { code: 'MINIMUM_ORDER_AMOUNT', minimum_order_amount: amount },
  );

/** `Could not place Order, no stock available for item: X` with X the product name. */
export const noStock = (name: string, nameAr: string, sku: string) =>
  input(
    {
      en: `Could not place Order, no stock available for item: ${name}`,
      ar: `تعذر إتمام الطلب، لا يوجد مخزون متاح للمنتج: ${nameAr}`,
    },
    { code: 'INSUFFICIENT_STOCK', sku },
  );
