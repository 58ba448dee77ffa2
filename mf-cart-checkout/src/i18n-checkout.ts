// Adds the texts of the checkout, the coupon and the order outcome pages to the `cart`
// namespace. Only the exposes that show them import this module (the cart page and the
// checkout and order pages), so AddToCart and MiniCart do not download them.
import i18next from 'i18next';
import { NS } from './i18n';
import { checkoutAr } from './locales/ar/checkout';
import { deliveryAr } from './locales/ar/delivery';
import { paymentAr } from './locales/ar/payment';
import { checkoutEn } from './locales/en/checkout';
import { deliveryEn } from './locales/en/delivery';
import { paymentEn } from './locales/en/payment';

function register(): void {
  i18next.addResourceBundle('en', NS, checkoutEn, true, true);
  i18next.addResourceBundle('ar', NS, checkoutAr, true, true);
  i18next.addResourceBundle('en', NS, paymentEn, true, true);
  i18next.addResourceBundle('ar', NS, paymentAr, true, true);
  i18next.addResourceBundle('en', NS, deliveryEn, true, true);
  i18next.addResourceBundle('ar', NS, deliveryAr, true, true);
}

if (i18next.isInitialized) register();
else i18next.on('initialized', register);
