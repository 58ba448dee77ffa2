import { checkoutAr } from './ar/checkout';
import { deliveryAr } from './ar/delivery';
import { paymentAr } from './ar/payment';

/** Arabic texts of the checkout, coupon and order outcome pages, in one file. */
export const checkoutTextsAr = { ...checkoutAr, ...paymentAr, ...deliveryAr };
