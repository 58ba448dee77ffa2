import { textsPart } from '../../i18n';

/** The order pages' texts: history, one order, its cancellation, vouchers and saved cards. */
export const ordersTexts = textsPart((locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "texts-ar-orders" */ '../ar/orders').then(
        (texts) => texts.ordersAr,
      )
    : import(/* webpackChunkName: "texts-en-orders" */ '../en/orders').then(
        (texts) => texts.ordersEn,
      ),
);
