/**
 * Texts of the messages the order domain and the store side send, in the customer's language. The
 * specs give none of them; each is written here in English and Arabic. The customer domain keeps
 * its own texts beside its code (sessions.ts, customers.ts, otp-guard.ts, engagement.ts).
 */

type Locale = 'en' | 'ar';

/**
 * A code that could not be delivered after its last try: the storefront's otp.unableToSend
 * (shared-contracts/src/errors/pages.ts, shell spec section 8), word for word; a test compares them.
 */
export const CODE_NOT_SENT = {
  en: 'We could not send the code, please try again.',
  ar: 'تعذر إرسال الرمز، يرجى المحاولة مرة أخرى.',
} as const;

/** EGP amounts as the storefront writes them: two decimals, thousands grouped. */
export function egp(amount: number | string, locale: Locale): string {
  const value = Number(amount).toFixed(2);
  const [whole = '0', cents = '00'] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return locale === 'ar' ? `${grouped}.${cents} ج.م` : `EGP ${grouped}.${cents}`;
}

export interface ConfirmationFacts {
  number: string;
  items: Array<{ name: string; nameAr: string; qty: number | string; rowTotal: number | string }>;
  subtotal: number | string;
  discountTotal: number | string;
  shipping: number | string;
  grandTotal: number | string;
  paymentTitle: string;
  /** Home delivery: the slot; store pickup: the store. */
  delivery: { day: string; from: string; to: string } | null;
  pickupStore: { name: string; nameAr: string; address: string; addressAr: string } | null;
  link: string;
}

export function orderConfirmationEmail(
  facts: ConfirmationFacts,
  locale: Locale,
): { subject: string; body: string } {
  const ar = locale === 'ar';
  const qty = (q: number | string) => String(Number(q));
  const lines = facts.items.map(
    (i) => `- ${ar ? i.nameAr : i.name} × ${qty(i.qty)}: ${egp(i.rowTotal, locale)}`,
  );
  const where = facts.pickupStore
    ? ar
      ? `الاستلام من الفرع: ${facts.pickupStore.nameAr}، ${facts.pickupStore.addressAr}`
      : `Pickup at: ${facts.pickupStore.name}, ${facts.pickupStore.address}`
    : facts.delivery
      ? ar
        ? `موعد التوصيل: ${facts.delivery.day} من ${facts.delivery.from} إلى ${facts.delivery.to}`
        : `Delivery: ${facts.delivery.day}, ${facts.delivery.from} to ${facts.delivery.to}`
      : ar
        ? 'التوصيل: سنتواصل معك لتحديد الموعد'
        : 'Delivery: we will call you to agree on a time';
  const discount =
    Number(facts.discountTotal) > 0
      ? [`${ar ? 'الخصم' : 'Discount'}: -${egp(facts.discountTotal, locale)}`]
      : [];
  const body = [
    ar
      ? `شكراً لطلبك من دكان. رقم الطلب: ${facts.number}`
      : `Thank you for your Dukkan order ${facts.number}.`,
    '',
    ...lines,
    '',
    `${ar ? 'المجموع الفرعي' : 'Subtotal'}: ${egp(facts.subtotal, locale)}`,
    ...discount,
    `${ar ? 'الشحن' : 'Shipping'}: ${egp(facts.shipping, locale)}`,
    `${ar ? 'الإجمالي' : 'Grand total'}: ${egp(facts.grandTotal, locale)}`,
    `${ar ? 'طريقة الدفع' : 'Payment'}: ${facts.paymentTitle}`,
    where,
    '',
    ar ? `تفاصيل الطلب: ${facts.link}` : `Your order: ${facts.link}`,
  ].join('\n');
  return {
    subject: ar ? `تأكيد طلبك رقم ${facts.number}` : `Your Dukkan order ${facts.number}`,
    body,
  };
}

export function orderConfirmationSms(facts: ConfirmationFacts, locale: Locale): string {
  const when = facts.pickupStore
    ? locale === 'ar'
      ? `الاستلام من ${facts.pickupStore.nameAr}`
      : `pickup at ${facts.pickupStore.name}`
    : facts.delivery
      ? locale === 'ar'
        ? `التوصيل ${facts.delivery.day} ${facts.delivery.from}-${facts.delivery.to}`
        : `delivery ${facts.delivery.day} ${facts.delivery.from}-${facts.delivery.to}`
      : '';
  return locale === 'ar'
    ? `دكان: تم استلام طلبك رقم ${facts.number} بإجمالي ${egp(facts.grandTotal, locale)}${when ? `، ${when}` : ''}.`
    : `Dukkan: order ${facts.number} received, total ${egp(facts.grandTotal, locale)}${when ? `, ${when}` : ''}.`;
}

export function orderStatusText(
  number: string,
  label: { en: string; ar: string },
  locale: Locale,
  link: string,
): { subject: string; body: string } {
  return locale === 'ar'
    ? {
        subject: `طلبك رقم ${number}: ${label.ar}`,
        body: `حالة طلبك رقم ${number} في دكان أصبحت: ${label.ar}. ${link}`,
      }
    : {
        subject: `Your order ${number}: ${label.en}`,
        body: `Your Dukkan order ${number} is now: ${label.en}. ${link}`,
      };
}

export function substitutionText(
  number: string,
  locale: Locale,
  link: string,
): { subject: string; body: string } {
  return locale === 'ar'
    ? {
        subject: `بديل مقترح لمنتج في طلبك رقم ${number}`,
        body: `أحد منتجات طلبك رقم ${number} غير متوفر، واقترحنا له بديلاً. اختر ما يناسبك: ${link}`,
      }
    : {
        subject: `A replacement is proposed for your order ${number}`,
        body: `An item of your Dukkan order ${number} is not available and we proposed a replacement. Choose what suits you: ${link}`,
      };
}
