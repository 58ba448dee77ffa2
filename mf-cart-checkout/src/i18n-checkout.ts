// Adds the texts of the checkout, the coupon and the order outcome pages to the `cart`
// namespace. Only the exposes that show them import this module (the cart page and the
// checkout and order pages), so AddToCart and MiniCart do not download them; like the rest of
// the namespace, each language is a file of its own read in the page's language only.
import i18next from 'i18next';
import { registerTexts } from '@dukkan/contracts';
import { NS } from './i18n';

registerTexts(i18next, NS, (locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "texts-ar-checkout" */ './locales/checkout-ar').then(
        (texts) => texts.checkoutTextsAr,
      )
    : import(/* webpackChunkName: "texts-en-checkout" */ './locales/checkout-en').then(
        (texts) => texts.checkoutTextsEn,
      ),
);
