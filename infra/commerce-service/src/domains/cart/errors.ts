/**
 * Errors of the cart domain. The English message is the contract: the storefront's error
 * catalogue (shared-contracts `CART_ERRORS`, `ORDER_ERRORS`) matches it, so the words follow the
 * spec (section 8) and Magento 2.4 where the spec quotes Magento. The Arabic text travels in
 * `extensions.message_ar`, as in the customer and order domains.
 */
import { CustomerDomainError, type Bilingual, type ErrorCategory } from '../customer/errors';

export { notAuthorized } from '../customer/errors';

/** Cart error codes of the spec (enumerations, section 3), as `user_errors[].code` and `extensions.code`. */
export type CartErrorCode =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED'
  | 'REORDER_NOT_AVAILABLE'
  | 'ITEM_QTY'
  | 'ITEM_INCREMENTS';

export class CartError extends CustomerDomainError {}

export const cartError = (
  category: ErrorCategory,
  text: Bilingual,
  extra: Record<string, unknown> = {},
): CartError => new CartError(category, text, extra);

export const input = (text: Bilingual, extra: Record<string, unknown> = {}): CartError =>
  cartError('graphql-input', text, extra);

export const CART_MESSAGES = {
  notActive: { en: "The cart isn't active.", ar: 'السلة غير نشطة.' },
  noActiveCart: {
    en: 'Current user does not have an active cart.',
    ar: 'لا توجد سلة نشطة للمستخدم الحالي.',
  },
  guestOnly: {
    en: 'The request is not allowed for logged in customers',
    ar: 'هذا الطلب غير مسموح به للعملاء المسجلين',
  },
  customerOnly: {
    en: 'The request is allowed for logged in customer',
    ar: 'هذا الطلب متاح للعملاء المسجلين فقط',
  },
  noItem: { en: "The cart doesn't contain the item", ar: 'السلة لا تحتوي على هذا المنتج' },
  qtyNotAvailable: { en: 'The requested qty is not available', ar: 'الكمية المطلوبة غير متوفرة' },
  notSalable: {
    en: 'Product that you are trying to add is not available.',
    ar: 'المنتج الذي تحاول إضافته غير متاح.',
  },
  chooseOptions: {
    en: 'You need to choose options for your item.',
    ar: 'يجب اختيار خيارات المنتج.',
  },
  qtyAboveZero: {
    en: 'The requested qty must be greater than 0.',
    ar: 'يجب أن تكون الكمية المطلوبة أكبر من صفر.',
  },
  bundleQty: {
    en: 'The quantity of a bundle cannot be changed.',
    ar: 'لا يمكن تغيير كمية الباقة.',
  },
  tooManyItems: {
    en: 'The cart can hold at most 100 different products.',
    ar: 'السلة تتسع لـ 100 منتج مختلف كحد أقصى.',
  },
  couponAlreadyApplied: {
    en: 'A coupon is already applied to the cart. Please remove it to apply another',
    ar: 'يوجد كود خصم مطبق على السلة بالفعل. يرجى إزالته لتطبيق كود آخر',
  },
  noCoupon: {
    en: 'There is no coupon applied to the cart.',
    ar: 'لا يوجد كود خصم مطبق على السلة.',
  },
  pointsNoChange: {
    en: 'Reward points cannot be applied: the order total would not change.',
    ar: 'لا يمكن استخدام النقاط: إجمالي الطلب لن يتغير.',
  },
  pointsAlreadyApplied: {
    en: 'These reward points are already applied to the cart.',
    ar: 'هذه النقاط مطبقة على السلة بالفعل.',
  },
  noStoreCredit: {
    en: 'Store credit cannot be applied: there is no balance or nothing left to pay.',
    ar: 'لا يمكن استخدام رصيد المحفظة: لا يوجد رصيد أو لا يوجد مبلغ متبقٍ للدفع.',
  },
  outOfArea: {
    en: 'This address is out of the chosen area',
    ar: 'هذا العنوان خارج المنطقة المختارة',
  },
  missingShippingAddress: {
    en: 'The shipping address is missing. Set the address and try again.',
    ar: 'عنوان الشحن غير موجود. أضف العنوان وحاول مرة أخرى.',
  },
  pickupDisabled: { en: 'Store pickup is not available.', ar: 'الاستلام من الفرع غير متاح.' },
  noMoreOrders: {
    en: 'No more orders can be accepted for this interval',
    ar: 'لا يمكن قبول طلبات أخرى في هذا الموعد',
  },
  intervalClosed: {
    en: 'No more orders can be accepted for this interval: its cut-off time has passed',
    ar: 'لا يمكن قبول طلبات أخرى في هذا الموعد: انتهى وقت استقبال الطلبات',
  },
  afterCutoff: {
    en: 'The selected shipping method is not available after its cut-off time.',
    ar: 'طريقة الشحن المختارة غير متاحة بعد موعدها النهائي.',
  },
} satisfies Record<string, Bilingual>;

export const cartNotActive = (): CartError => input(CART_MESSAGES.notActive);

/** Magento's message; the catalogue drops the cart cookie on it. */
export const cartNotFound = (maskedId: string): CartError =>
  cartError('graphql-no-such-entity', {
    en: `Could not find a cart with ID "${maskedId}"`,
    ar: `تعذر العثور على سلة بالمعرف "${maskedId}"`,
  });

export const cartNotOwned = (maskedId: string): CartError =>
  cartError('graphql-authorization', {
    en: `The current user cannot perform operations on cart "${maskedId}"`,
    ar: `المستخدم الحالي لا يمكنه إجراء عمليات على السلة "${maskedId}"`,
  });

export const productNotFound = (sku: string): Bilingual => ({
  en: `Could not find a product with SKU "${sku}"`,
  ar: `تعذر العثور على منتج برمز "${sku}"`,
});

export const fewestQty = (min: number): Bilingual => ({
  en: `The fewest you may purchase is ${min}.`,
  ar: `أقل كمية يمكنك شراؤها هي ${min}.`,
});

export const mostQty = (max: number): Bilingual => ({
  en: `The most you may purchase is ${max}.`,
  ar: `أقصى كمية يمكنك شراؤها هي ${max}.`,
});

export const qtyIncrements = (step: number): Bilingual => ({
  en: `You can buy this product only in quantities of ${step} at a time.`,
  ar: `يمكنك شراء هذا المنتج بمضاعفات ${step} فقط.`,
});

export const invalidCoupon = (code: string): CartError =>
  input(
    {
      en: `The coupon code "${code}" is not valid. Verify the code and try again.`,
      ar: `كود الخصم "${code}" غير صالح. تأكد من الكود وحاول مرة أخرى.`,
    },
    { field: 'coupon_code' },
  );

export const expiredCoupon = (code: string): CartError =>
  input(
    {
      en: `The coupon code "${code}" is not valid: it has expired.`,
      ar: `كود الخصم "${code}" غير صالح: انتهت صلاحيته.`,
    },
    { field: 'coupon_code' },
  );

export const couponMinimum = (code: string, amount: number): CartError =>
  input(
    {
      en: `The coupon code "${code}" is not valid for a subtotal under ${amount} EGP.`,
      ar: `كود الخصم "${code}" غير صالح لطلب أقل من ${amount} جنيه.`,
    },
    { field: 'coupon_code' },
  );

export const carrierNotFound = (carrier: string, method: string): CartError =>
  input(
    {
      en: `Carrier with such method not found: ${carrier}, ${method}`,
      ar: `لا توجد شركة شحن بهذه الطريقة: ${carrier}, ${method}`,
    },
    { field: 'shipping_methods' },
  );

/** A field that is missing or malformed. */
export const badField = (field: string, en: string, ar: string): CartError =>
  input({ en, ar }, { field });

/**
 * The single object of a list input the schema types as a list but the store takes one of
 * (`shipping_addresses`, `shipping_methods`), or a bad-field error naming what it must hold.
 */
export function exactlyOne(
  rawList: unknown,
  field: string,
  what: { en: string; ar: string },
): Record<string, unknown> {
  if (
    !Array.isArray(rawList) ||
    rawList.length !== 1 ||
    typeof rawList[0] !== 'object' ||
    rawList[0] === null
  ) {
    throw badField(
      field,
      `"${field}" must hold exactly ${what.en}.`,
      `"${field}" يجب أن يحتوي على ${what.ar}.`,
    );
  }
  return rawList[0] as Record<string, unknown>;
}
