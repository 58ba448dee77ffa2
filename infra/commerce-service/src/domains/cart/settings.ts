/** The store configuration keys the cart reads (shipping fees, express, minimum order, pickup). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface CartSettings {
  freeShippingThreshold: number | null;
  feeElectronics: number;
  feeNonElectronics: number;
  expressFee: number;
  expressCutoff: string;
  minimumOrderAmount: number;
  storePickupEnabled: boolean;
}

/** Store configuration the cart needs; keys missing from `store_config` take the spec's defaults. */
export async function cartSettings(db: Kysely<Database>): Promise<CartSettings> {
  const rows = await db.selectFrom('store_config').select(['key', 'value']).execute();
  const values = new Map(rows.map((r) => [r.key, r.value]));
  const num = (key: string, fallback: number): number => {
    const v = values.get(key);
    return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  };
  const threshold = values.get('free_shipping_threshold');
  const cutoff = values.get('express_delivery_cutoff_time');
  return {
    freeShippingThreshold: typeof threshold === 'number' ? threshold : null,
    feeElectronics: num('shipping_fee_electronics', 50),
    feeNonElectronics: num('shipping_fee_non_electronics', 25),
    expressFee: num('express_delivery_fee', 30),
    expressCutoff: typeof cutoff === 'string' && /^\d{2}:\d{2}$/.test(cutoff) ? cutoff : '18:00',
    minimumOrderAmount: num('minimum_order_amount', 0),
    storePickupEnabled: values.get('store_pickup_enabled') === true,
  };
}
