/**
 * The shipping methods a cart is offered and what each costs: scheduled delivery, express today
 * (until its cut-off) and store pickup (when enabled), with the delivery fee split by section.
 */
import { cairoClock, minutesOf } from './cairo-time';
import { round2 } from './model';
import type { PricedItem } from './priced-items';
import type { CartSettings } from './settings';

export interface ShippingMethodOption {
  carrierCode: string;
  methodCode: string;
  carrierTitle: { en: string; ar: string };
  methodTitle: { en: string; ar: string };
  available: boolean;
  amount: number;
  electronicsAmount: number;
  nonElectronicsAmount: number;
  isAfterCutoffTime: boolean;
  minDays: number;
  maxDays: number;
  cutoffTime: string | null;
  minSubtotalForFreeShipping: number | null;
}

export const CARRIERS = {
  standard: { carrier: 'flatrate', method: 'flatrate' },
  express: { carrier: 'express', method: 'express' },
  pickup: { carrier: 'storepickup', method: 'storepickup' },
} as const;

/**
 * Shipping methods for the cart's items. Delivery fees are split: electronics (and clothing) and
 * non-electronics (groceries) each cost their fee when the cart has such items; both are free when
 * the subtotal reaches the store's free-shipping threshold. Express adds its fee and closes at its
 * cut-off time. Store pickup is free and offered only when the store enables it.
 */
export function shippingMethods(
  settings: CartSettings,
  items: PricedItem[],
  subtotal: number,
  now: Date,
): ShippingMethodOption[] {
  if (items.length === 0) return [];
  const hasElectronics = items.some((i) => i.section !== 'NON_ELECTRONICS');
  const hasGroceries = items.some((i) => i.section === 'NON_ELECTRONICS');
  const free =
    settings.freeShippingThreshold !== null && subtotal >= settings.freeShippingThreshold;
  const electronicsAmount = hasElectronics && !free ? settings.feeElectronics : 0;
  const nonElectronicsAmount = hasGroceries && !free ? settings.feeNonElectronics : 0;
  const afterCutoff = cairoClock(now).minutes >= minutesOf(settings.expressCutoff);
  const methods: ShippingMethodOption[] = [
    {
      carrierCode: CARRIERS.standard.carrier,
      methodCode: CARRIERS.standard.method,
      carrierTitle: { en: 'Dukkan delivery', ar: 'توصيل دكان' },
      methodTitle: { en: 'Scheduled delivery', ar: 'توصيل في موعد تختاره' },
      available: true,
      amount: round2(electronicsAmount + nonElectronicsAmount),
      electronicsAmount,
      nonElectronicsAmount,
      isAfterCutoffTime: false,
      minDays: 0,
      maxDays: 6,
      cutoffTime: null,
      minSubtotalForFreeShipping: settings.freeShippingThreshold,
    },
    {
      carrierCode: CARRIERS.express.carrier,
      methodCode: CARRIERS.express.method,
      carrierTitle: { en: 'Dukkan express', ar: 'دكان السريع' },
      methodTitle: { en: 'Express delivery today', ar: 'توصيل سريع اليوم' },
      available: !afterCutoff,
      amount: round2(electronicsAmount + nonElectronicsAmount + settings.expressFee),
      electronicsAmount,
      nonElectronicsAmount: round2(nonElectronicsAmount + settings.expressFee),
      isAfterCutoffTime: afterCutoff,
      minDays: 0,
      maxDays: 0,
      cutoffTime: settings.expressCutoff,
      minSubtotalForFreeShipping: null,
    },
  ];
  if (settings.storePickupEnabled) {
    methods.push({
      carrierCode: CARRIERS.pickup.carrier,
      methodCode: CARRIERS.pickup.method,
      carrierTitle: { en: 'Store pickup', ar: 'الاستلام من الفرع' },
      methodTitle: { en: 'Pick up from the store', ar: 'استلم من الفرع' },
      available: true,
      amount: 0,
      electronicsAmount: 0,
      nonElectronicsAmount: 0,
      isAfterCutoffTime: false,
      minDays: 0,
      maxDays: 1,
      cutoffTime: null,
      minSubtotalForFreeShipping: null,
    });
  }
  return methods;
}
