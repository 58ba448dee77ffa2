import type { ErrorRule, ErrorTable, LocalizedText } from './catalogue';

// The error tables of both specs' section 8. English texts the specs give are verbatim; where a
// spec names only a key (cartIsNotActive, outOfStock, ...) the English wording is ours, written
// in the same voice. Arabic is ours throughout.

/** Server message of a wrong one-time code (also of any call a customer may not make). */
export const NOT_AUTHORIZED_MESSAGE = "The current customer isn't authorized.";

/** Server message for a phone number no customer has (the service emits it). */
export const UNREGISTERED_PHONE_MESSAGE = 'No customer found with the phone number';

const unknownError: ErrorRule = {
  key: 'unknownError',
  level: 'DANGER',
  patterns: ['internal server error'],
  message: {
    en: 'Something went wrong, please try again later.',
    ar: 'حدث خطأ ما، يرجى المحاولة مرة أخرى لاحقًا.',
  },
};

const invalidStore: ErrorRule = {
  key: 'invalidStore',
  level: 'DANGER',
  patterns: [
    'Unable to place order, some addresses',
    'This store you trying to pick from is not valid',
  ],
  message: {
    en: 'This store you trying to pick from is not valid.',
    ar: 'المتجر الذي تحاول الطلب منه غير صالح.',
  },
};

const notAuthorized: ErrorRule = {
  key: 'NOT_AUTHORIZED',
  level: 'DANGER',
  patterns: ["The current customer isn't authorized"],
  message: {
    en: 'Please log in again to continue.',
    ar: 'يرجى تسجيل الدخول مرة أخرى للمتابعة.',
  },
  action: 'logout',
};

/** Login, one-time code, registration and session (shell spec section 8). */
export const SESSION_ERRORS: ErrorTable = [
  {
    key: 'unRegisteredUser',
    level: 'GREEN',
    patterns: [UNREGISTERED_PHONE_MESSAGE],
    message: {
      en: 'This phone number is not registered yet, create your account to continue.',
      ar: 'رقم الهاتف هذا غير مسجل بعد، أنشئ حسابك للمتابعة.',
    },
  },
  {
    key: 'invalidOtp',
    level: 'WARNING',
    // The second: a mistyped proof code from a signed-in customer (account deletion), which the
    // service answers as a field error so the session is not ended.
    patterns: ["The current customer isn't authorized", 'Make sure you typed a valid OTP'],
    message: { en: 'Make sure you typed a valid OTP', ar: 'تأكد من إدخال رمز التحقق الصحيح' },
  },
  {
    key: 'notAuthorized',
    level: 'DANGER',
    patterns: ['No token was generated', 'No token generated'],
    message: {
      en: 'We could not log you in, please try again.',
      ar: 'تعذر تسجيل دخولك، يرجى المحاولة مرة أخرى.',
    },
  },
  {
    key: 'notAuthenticated',
    level: 'DANGER',
    patterns: ['No user was authenticated with token'],
    message: {
      en: 'Your session has ended, please log in again.',
      ar: 'انتهت جلستك، يرجى تسجيل الدخول مرة أخرى.',
    },
    action: 'logout',
  },
  {
    key: 'userNotCreated',
    level: 'DANGER',
    patterns: ['No user was created'],
    message: {
      en: 'We could not create your account, please try again.',
      ar: 'تعذر إنشاء حسابك، يرجى المحاولة مرة أخرى.',
    },
  },
  {
    key: 'deleteUserError',
    level: 'DANGER',
    patterns: ['Could not find a user'],
    message: {
      en: 'We could not find this account.',
      ar: 'تعذر العثور على هذا الحساب.',
    },
  },
  {
    key: 'phoneAlreadyUsed',
    level: 'WARNING',
    patterns: [/phone(?: number)?.*already (?:used|exists|in use)/i],
    message: {
      en: 'This phone number is already used by another customer.',
      ar: 'رقم الهاتف هذا مستخدم بالفعل لدى عميل آخر.',
    },
  },
  unknownError,
];

/** Address create, update and delete (shell spec section 8, commerce spec section 8). */
export const ADDRESS_ERRORS: ErrorTable = [
  notAuthorized,
  {
    key: 'outOfRange',
    level: 'WARNING',
    patterns: ['This address is out of the chosen area'],
    message: {
      en: 'This address is out of the chosen area',
      ar: 'هذا العنوان خارج المنطقة المختارة',
    },
  },
  invalidStore,
  // Any other address error is rethrown with the server's own message.
  { key: 'addressError', level: 'DANGER', patterns: [/\S/], message: 'server' },
];

const outOfStock: ErrorRule = {
  key: 'outOfStock',
  level: 'WARNING',
  patterns: ['Requested qty is not available', 'out of stock'],
  message: {
    en: 'The requested quantity is not available.',
    ar: 'الكمية المطلوبة غير متوفرة.',
  },
};

/** Cart operations (commerce spec section 8). */
export const CART_ERRORS: ErrorTable = [
  {
    key: 'cartIsNotActive',
    level: 'DANGER',
    patterns: ["The cart isn't active"],
    message: { en: 'Your cart is no longer active.', ar: 'عربة التسوق لم تعد نشطة.' },
    action: 'resetCart',
  },
  {
    key: 'cartNotFound',
    level: 'DANGER',
    patterns: ['Could not find a cart with ID'],
    message: { en: 'We could not find your cart.', ar: 'تعذر العثور على عربة التسوق.' },
    action: 'removeCartCookie',
  },
  {
    key: 'noActiveCart',
    level: 'DANGER',
    patterns: ['Current user does not have an active cart'],
    message: { en: 'Your cart is no longer active.', ar: 'عربة التسوق لم تعد نشطة.' },
    action: 'resetCart',
  },
  {
    key: 'cartNotOwned',
    level: 'DANGER',
    patterns: ['The current user cannot perform operations on cart'],
    message: { en: 'This cart does not belong to you.', ar: 'عربة التسوق هذه لا تخصك.' },
    action: 'resetCart',
  },
  {
    key: 'invalidCartStore',
    level: 'DANGER',
    patterns: ['Invalid cart store', /cannot assign (?:the )?cart to (?:the )?store/i],
    message: {
      en: 'Your cart belongs to another store and was reset.',
      ar: 'عربة التسوق تخص متجرًا آخر وتمت إعادة تعيينها.',
    },
    action: 'resetCart',
  },
  outOfStock,
  unknownError,
  {
    key: 'invalidCoupon',
    level: 'DANGER',
    patterns: ['invalid coupon code', /coupon code .*is not valid/i],
    message: { en: 'This coupon code is not valid.', ar: 'كود الخصم هذا غير صالح.' },
  },
  {
    key: 'undefinedCartError',
    level: 'WARNING',
    codes: ['UNDEFINED'],
    message: { en: 'Something went wrong with your cart.', ar: 'حدث خطأ ما في عربة التسوق.' },
  },
  {
    key: 'insufficientStock',
    level: 'DANGER',
    codes: ['INSUFFICIENT_STOCK'],
    message: outOfStock.message,
  },
  {
    key: 'productNotFound',
    level: 'DANGER',
    codes: ['PRODUCT_NOT_FOUND'],
    message: { en: 'This product could not be found.', ar: 'تعذر العثور على هذا المنتج.' },
  },
  {
    key: 'notSalable',
    level: 'DANGER',
    codes: ['NOT_SALABLE'],
    message: { en: 'This product is not available for sale.', ar: 'هذا المنتج غير متاح للبيع.' },
  },
  {
    // ITEM_QTY and ITEM_INCREMENTS mark the quantity invalid; the item stays in the cart.
    key: 'invalidQuantity',
    level: 'WARNING',
    codes: ['ITEM_QTY', 'ITEM_INCREMENTS'],
    message: { en: 'This quantity cannot be ordered.', ar: 'لا يمكن طلب هذه الكمية.' },
  },
];

const minimumOrderAmount = (amount: string): LocalizedText => ({
  en: `Minimum order amount is ${amount} EGP`,
  ar: `الحد الأدنى لقيمة الطلب هو ${amount} جنيه`,
});

const itemOutOfStock = (name: string): LocalizedText => ({
  en: `${name} is currently out of stock. Please remove it from your cart to be able to place the order`,
  ar: `${name} غير متوفر حاليًا. يرجى إزالته من عربة التسوق لتتمكن من إتمام الطلب`,
});

/** Shipping, payment and order placing (commerce spec sections 5 and 8). */
export const ORDER_ERRORS: ErrorTable = [
  notAuthorized,
  invalidStore,
  {
    key: 'noMoreOrdersCanBeAccepted',
    level: 'WARNING',
    patterns: [
      'No more orders can be accepted',
      /no more deliveries (?:can be accepted )?(?:to|for) this date/i,
    ],
    message: {
      en: 'This delivery interval is no longer available, please choose another interval.',
      ar: 'موعد التوصيل هذا لم يعد متاحًا، يرجى اختيار موعد آخر.',
    },
    action: 'redirectToShipping',
  },
  {
    key: 'minimumOrderAmount',
    level: 'WARNING',
    patterns: [/Minimum order amount is\s*(?:EGP\s*)?(\d[\d,]*(?:\.\d+)?)/i],
    message: minimumOrderAmount,
  },
  {
    key: 'itemOutOfStock',
    level: 'WARNING',
    patterns: [/no stock available for item:\s*(.+?)\.?\s*$/i],
    message: itemOutOfStock,
  },
  outOfStock,
  {
    key: 'noShippingMethod',
    level: 'WARNING',
    patterns: ['No selected shipping method'],
    message: { en: 'No selected shipping method', ar: 'لم يتم اختيار طريقة الشحن' },
  },
  {
    key: 'noPaymentMethod',
    level: 'WARNING',
    patterns: ['No selected payment method'],
    message: { en: 'No selected payment method', ar: 'لم يتم اختيار طريقة الدفع' },
  },
  {
    key: 'walletPhoneMissing',
    level: 'WARNING',
    patterns: ['Phone number is not inserted'],
    message: { en: 'Phone number is not inserted', ar: 'لم يتم إدخال رقم الهاتف' },
  },
  {
    key: 'walletNumberError',
    level: 'WARNING',
    patterns: ['validation.walletNumberError'],
    message: {
      en: 'Invalid wallet number, enter new valid one.',
      ar: 'رقم المحفظة غير صحيح، أدخل رقمًا صحيحًا.',
    },
  },
  {
    key: 'paymentNotSupported',
    level: 'DANGER',
    patterns: ['Payment method is not supported'],
    message: { en: 'Payment method is not supported', ar: 'طريقة الدفع غير مدعومة' },
  },
  {
    key: 'paymentNotAllowed',
    level: 'DANGER',
    patterns: ['Payment method is not allowed'],
    message: { en: 'Payment method is not allowed', ar: 'طريقة الدفع غير مسموح بها' },
  },
  unknownError,
  // Any other order error shows a translated message.
  {
    key: 'orderError',
    level: 'DANGER',
    patterns: [/\S/],
    message: {
      en: 'We could not place your order, please try again.',
      ar: 'تعذر إتمام طلبك، يرجى المحاولة مرة أخرى.',
    },
  },
];

/** Newsletter subscription (shell spec section 8). */
export const NEWSLETTER_ERRORS: ErrorTable = [
  {
    key: 'alreadySubscribed',
    level: 'WARNING',
    patterns: ['already subscribed'],
    message: {
      en: 'Cannot use this email, as its already subscribed',
      ar: 'لا يمكن استخدام هذا البريد الإلكتروني لأنه مشترك بالفعل',
    },
  },
  {
    key: 'newsletterError',
    level: 'WARNING',
    patterns: [/\S/],
    message: {
      en: 'We could not subscribe you to the newsletter, please try again later.',
      ar: 'تعذر اشتراكك في النشرة البريدية، يرجى المحاولة مرة أخرى لاحقًا.',
    },
  },
];

/**
 * Errors that end the session wherever they happen (shell spec section 8): not authorized,
 * cannot operate on cart, request allowed only for logged-in customers.
 */
export const SESSION_END_ERRORS: ErrorTable = [
  {
    key: 'sessionEnded',
    level: 'DANGER',
    patterns: [
      /\bisn't authorized\b|\bnot authorized\b/i,
      'cannot perform operations on cart',
      /request is allowed (?:only )?for logged[- ]in customer/i,
    ],
    message: notAuthorized.message,
    action: 'logout',
  },
];
