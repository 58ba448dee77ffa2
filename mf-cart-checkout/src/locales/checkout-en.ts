import { checkoutEn } from './en/checkout';
import { deliveryEn } from './en/delivery';
import { paymentEn } from './en/payment';

/** English texts of the checkout, coupon and order outcome pages, in one file. */
export const checkoutTextsEn = { ...checkoutEn, ...paymentEn, ...deliveryEn };
