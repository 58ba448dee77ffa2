/**
 * The computed state of a cart: its items priced and stocked at the cart's store source, the
 * discounts, shipping, reward points, store credit and totals. Everything the cart answers and
 * everything an order copies comes from `cartState`, so the two can never disagree.
 *
 * It takes a database handle (a transaction when placing an order) and the clock, not a request
 * context: the order domain calls it inside its own transaction.
 */
import { resolveCoupon, type CouponResolution, type DiscountLine } from './coupon-rules';
import { round2, type CartEnv, type CartRow } from './model';
import { loadItems, type PricedItem } from './priced-items';
import { cartSettings, type CartSettings } from './settings';
import { shippingMethods, type ShippingMethodOption } from './shipping-rates';

export interface CartTotals {
  subtotalInclTax: number;
  discounts: DiscountLine[];
  discountTotal: number;
  shippingElectronics: number;
  shippingNonElectronics: number;
  shippingTotal: number;
  /** Reward points spent and their money value at the customer's tier rate. */
  points: number;
  pointsMoney: number;
  storeCreditApplied: number;
  /** The customer's store credit balance (0 for guests). */
  storeCreditBalance: number;
  grandTotal: number;
  /** Sum of discounts plus the money value of reward points (the client's totalMoneySaved). */
  totalMoneySaved: number;
}

export interface CartState {
  cart: CartRow;
  items: PricedItem[];
  totals: CartTotals;
  settings: CartSettings;
  methods: ShippingMethodOption[];
  selectedMethod: ShippingMethodOption | null;
  coupon: (CouponResolution & { kind: 'ok' }) | null;
  /** Points the customer has and the tier rate, for customers; null for guests. */
  loyalty: { balance: number; redeemPoints: number; redeemAmount: number } | null;
}

export async function customerLoyalty(env: CartEnv, customerId: number) {
  const row = await env.db
    .selectFrom('customers')
    .leftJoin('loyalty_tiers', 'loyalty_tiers.code', 'customers.tier_code')
    .select([
      'customers.points_balance',
      'customers.store_credit',
      'customers.email',
      'loyalty_tiers.redeem_points',
      'loyalty_tiers.redeem_currency_amount',
    ])
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    balance: row.points_balance,
    redeemPoints: row.redeem_points ?? 0,
    redeemAmount: Number(row.redeem_currency_amount ?? 0),
    storeCredit: Number(row.store_credit),
    email: row.email,
  };
}

/** Money value of points at a tier rate (`redeemPoints` points are worth `redeemAmount` EGP). */
export function pointsMoney(
  points: number,
  rate: { redeemPoints: number; redeemAmount: number },
): number {
  return rate.redeemPoints > 0 ? round2((points * rate.redeemAmount) / rate.redeemPoints) : 0;
}

/** Points, at most `available`, whose value covers at most `amount`. */
export function pointsForAmount(
  amount: number,
  available: number,
  rate: { redeemPoints: number; redeemAmount: number },
): number {
  if (rate.redeemPoints <= 0 || rate.redeemAmount <= 0 || amount <= 0) return 0;
  const needed = Math.ceil((amount * rate.redeemPoints) / rate.redeemAmount - 1e-9);
  return Math.max(0, Math.min(available, needed));
}

/** Everything about a cart, computed from the database at `env.now`. */
export async function cartState(env: CartEnv, cart: CartRow): Promise<CartState> {
  const [items, settings] = await Promise.all([loadItems(env, cart), cartSettings(env.db)]);
  const subtotal = round2(items.reduce((s, i) => s + i.rowTotal, 0));

  let coupon: CartState['coupon'] = null;
  if (cart.coupon_code && items.length > 0) {
    const resolved = await resolveCoupon(env, cart, cart.coupon_code, items, subtotal);
    // A code that stopped applying (expired, subtotal dropped) gives no discount until it applies again.
    if (resolved.kind === 'ok' && resolved.line.amount > 0) coupon = resolved;
  }
  const discounts = coupon ? [coupon.line] : [];
  const discountTotal = round2(discounts.reduce((s, d) => s + d.amount, 0));
  const afterDiscount = round2(Math.max(0, subtotal - discountTotal));

  const methods = shippingMethods(settings, items, subtotal, env.now);
  // A chosen method that no longer applies (express after its cut-off, pickup switched off) is no
  // choice at all: the shopper picks again and the order is never placed with it.
  const selectedMethod = cart.shipping_method_code
    ? (methods.find(
        (m) =>
          m.available &&
          m.carrierCode === cart.carrier_code &&
          m.methodCode === cart.shipping_method_code,
      ) ?? null)
    : null;
  const shippingElectronics = selectedMethod?.electronicsAmount ?? 0;
  const shippingNonElectronics = selectedMethod?.nonElectronicsAmount ?? 0;
  const shippingTotal = round2(shippingElectronics + shippingNonElectronics);

  let loyalty: CartState['loyalty'] = null;
  let points = 0;
  let money = 0;
  let credit = 0;
  let creditBalance = 0;
  const payable = round2(afterDiscount + shippingTotal);
  if (cart.customer_id !== null) {
    const customer = await customerLoyalty(env, cart.customer_id);
    if (customer) {
      loyalty = {
        balance: customer.balance,
        redeemPoints: customer.redeemPoints,
        redeemAmount: customer.redeemAmount,
      };
      creditBalance = round2(customer.storeCredit);
      if (cart.reward_points > 0) {
        points = Math.min(
          cart.reward_points,
          customer.balance,
          pointsForAmount(payable, customer.balance, loyalty),
        );
        money = Math.min(pointsMoney(points, loyalty), payable);
      }
      if (cart.use_store_credit)
        credit = round2(Math.min(creditBalance, Math.max(0, payable - money)));
    }
  }
  const grandTotal = round2(Math.max(0, payable - money - credit));
  return {
    cart,
    items,
    settings,
    methods,
    selectedMethod,
    coupon,
    loyalty,
    totals: {
      subtotalInclTax: subtotal,
      discounts,
      discountTotal,
      shippingElectronics,
      shippingNonElectronics,
      shippingTotal,
      points,
      pointsMoney: money,
      storeCreditApplied: credit,
      storeCreditBalance: creditBalance,
      grandTotal,
      totalMoneySaved: round2(discountTotal + money),
    },
  };
}
