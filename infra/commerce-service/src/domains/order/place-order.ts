/**
 * placeOrder and the payment operations that place an order (card signature, saved card, mobile
 * wallet). One transaction does everything or nothing:
 *
 * 1. load the cart with the cart domain's prices and lock its row (the same cart placed twice at
 *    once waits here, then finds the cart inactive);
 * 2. check shipping method, payment method, minimum amount and item errors (spec messages);
 * 3. take stock at the cart's source with guarded updates (`qty >= wanted`, never below zero),
 *    product ids in ascending order so concurrent orders never deadlock;
 * 4. reserve the delivery slot (capacity-guarded by the cart domain);
 * 5. spend reward points and store credit (guarded, with history rows), redeem the e-voucher;
 * 6. write the order and its items, deactivate the cart.
 *
 * Orders paid online are written `pending_payment` and answer with the payment page's address
 * (start-payment.ts): the provider's callback decides (settle.ts). A unique index on
 * orders.cart_id is the last line of defence.
 */
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { GqlContext } from '../../graphql/context';
import { allowedReturnUrl } from '../../links';
import { cartForUser, cartIdArg } from '../cart/access';
import {
  cartNotActive,
  deactivateCart,
  loadCheckoutCart,
  reserveDeliverySlot,
  type CheckoutCart,
} from '../cart/checkout';
import type { CartAddressJson } from '../cart/tables';
import { requireCustomer } from '../customer/customers';
import { normalisePhone } from '../customer/validation';
import { checkCvv, ownCard } from './cards';
import { estimatedEarnedPoints } from './earning';
import { input, minimumAmount, noStock, notAuthorized, ORDER_MESSAGES } from './errors';
import { enforcePlacementLimits, spendCoupon, sweepNow } from './order-limits';
import { STATUS_LABELS, type OrderRow } from './orders';
import {
  assertUsable,
  isOnline,
  PROVIDER,
  providerNameFor,
  signFields,
  WALLET_CODE,
  type PaymentCode,
} from './payment-methods';
import {
  declinePayment,
  newMerchantReference,
  sandboxCardFormUrl,
  sandboxPageUrl,
} from './payments';
import { providerForCode } from './providers';
import type { OrderAddressJson } from './tables';
import { writeOrderConfirmation } from './notices';
import { startPayment } from './start-payment';

type Trx = Transaction<Database>;

export const PLACE_MESSAGES = {
  emptyCart: {
    en: 'Unable to place order: the cart has no items.',
    ar: 'تعذر إتمام الطلب: السلة فارغة.',
  },
  noShippingAddress: {
    en: 'Unable to place order: the shipping address is missing.',
    ar: 'تعذر إتمام الطلب: عنوان الشحن غير موجود.',
  },
  noGuestEmail: {
    en: 'Guest email for cart is missing.',
    ar: 'البريد الإلكتروني للزائر غير موجود في السلة.',
  },
  notEnoughPoints: {
    en: 'You do not have enough reward points for this order.',
    ar: 'رصيد نقاطك لا يكفي لهذا الطلب.',
  },
  notEnoughCredit: {
    en: 'Your store credit balance is not enough for this order.',
    ar: 'رصيد المحفظة لا يكفي لهذا الطلب.',
  },
  voucherUsed: {
    en: 'The e-voucher applied to the cart is no longer valid.',
    ar: 'القسيمة المطبقة على السلة لم تعد صالحة.',
  },
  noCardSelected: {
    en: 'Choose a saved card for this cart first.',
    ar: 'اختر بطاقة محفوظة لهذه السلة أولاً.',
  },
} as const;

function assertSession(ctx: GqlContext): void {
  if (ctx.token !== null && ctx.customerId === null) throw notAuthorized();
}

function orderAddress(a: CartAddressJson | null): OrderAddressJson | null {
  if (!a) return null;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    street: a.street,
    company: a.company,
    postcode: a.postcode,
    telephone: a.telephone,
    country_code: a.country_code,
    region: a.region,
    region_ar: a.region_ar,
    region_id: a.region_id,
    city: a.city,
    district: a.district,
    building: a.building,
    floor: a.floor,
    apartment: a.apartment,
    landmark: a.landmark,
    title: a.title,
  };
}

/** Quantities to take per product: simple lines and variants as ordered, bundles by their parts. */
function stockNeeds(
  checkout: CheckoutCart,
): Array<{ productId: number; qty: number; name: string; nameAr: string; sku: string }> {
  const needs = new Map<
    number,
    { productId: number; qty: number; name: string; nameAr: string; sku: string }
  >();
  const add = (productId: number, qty: number, name: string, nameAr: string, sku: string) => {
    const n = needs.get(productId);
    if (n) n.qty += qty;
    else needs.set(productId, { productId, qty, name, nameAr, sku });
  };
  for (const item of checkout.items) {
    if (item.productType === 'bundle' && item.bundleParts.length > 0) {
      for (const part of item.bundleParts)
        add(part.productId, part.qty * item.qty, item.name, item.nameAr, item.sku);
    } else {
      add(item.productId, item.qty, item.name, item.nameAr, item.sku);
    }
  }
  return [...needs.values()].sort((a, b) => a.productId - b.productId);
}

async function takeStock(trx: Trx, checkout: CheckoutCart): Promise<void> {
  for (const need of stockNeeds(checkout)) {
    const qty = Math.round(need.qty * 1000) / 1000;
    const taken = await trx
      .updateTable('product_stock')
      .set({ qty: sql`qty - ${qty}` })
      .where('product_id', '=', need.productId)
      .where('source_code', '=', checkout.cart.sourceCode)
      .where('qty', '>=', String(qty))
      .returning('product_id')
      .executeTakeFirst();
    if (!taken) throw noStock(need.name, need.nameAr, need.sku);
  }
}

async function spendLoyalty(
  trx: Trx,
  checkout: CheckoutCart,
  number: string,
  now: Date,
): Promise<void> {
  const customerId = checkout.cart.customerId;
  const { points, storeCreditApplied } = checkout.totals;
  if (customerId === null) return;
  if (points > 0) {
    const spent = await trx
      .updateTable('customers')
      .set({ points_balance: sql`points_balance - ${points}` })
      .where('id', '=', customerId)
      .where('points_balance', '>=', points)
      .returning('id')
      .executeTakeFirst();
    if (!spent) throw input(PLACE_MESSAGES.notEnoughPoints, { code: 'NOT_ENOUGH_POINTS' });
    await trx
      .insertInto('points_history')
      .values({
        customer_id: customerId,
        action: 'redeemed',
        points: -points,
        reason: `Points redeemed on order #${number}`,
        reason_ar: `نقاط مستبدلة في الطلب رقم ${number}`,
        created_at: now,
      })
      .execute();
  }
  if (storeCreditApplied > 0) {
    const spent = await trx
      .updateTable('customers')
      .set({ store_credit: sql`store_credit - ${storeCreditApplied}` })
      .where('id', '=', customerId)
      .where('store_credit', '>=', String(storeCreditApplied))
      .returning('id')
      .executeTakeFirst();
    if (!spent) throw input(PLACE_MESSAGES.notEnoughCredit, { code: 'NOT_ENOUGH_STORE_CREDIT' });
    await trx
      .insertInto('store_credit_history')
      .values({
        customer_id: customerId,
        amount: -storeCreditApplied,
        reason: `Spent on order #${number}`,
        created_at: now,
      })
      .execute();
  }
  if (checkout.coupon?.evoucherId) {
    const redeemed = await trx
      .updateTable('evouchers')
      .set({ status: 'REDEEMED', redeemed_on: now })
      .where('id', '=', checkout.coupon.evoucherId)
      .where('customer_id', '=', customerId)
      .where('status', 'in', ['READY', 'NOT_READY'])
      .returning('id')
      .executeTakeFirst();
    if (!redeemed) throw input(PLACE_MESSAGES.voucherUsed, { code: 'VOUCHER_NOT_VALID' });
  }
}

export interface PlaceOptions {
  /** Only these payment codes may be the cart's method (the payment operation's own codes). */
  onlyCodes?: readonly PaymentCode[];
  /** Set the cart's method to this code first (wallet payment). */
  forceCode?: PaymentCode;
  savedCardId?: number;
  paymentData?: Record<string, string>;
  itemNoticeAction?: 'CALL_ME' | 'NOTIFY_ME_IN_APP' | null;
}

/** The whole placement; returns the new order row. Errors leave every table as it was. */
export async function placeCart(
  ctx: GqlContext,
  cartId: string,
  opts: PlaceOptions = {},
): Promise<OrderRow> {
  const now = ctx.config.now();
  await sweepNow(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const checkout = await loadCheckoutCart(trx, { cartId, customerId: ctx.customerId, now });
      const shipping = assertPlaceable(checkout);
      const payment = await choosePayment(trx, ctx, { cartId, checkout }, opts);
      if (!checkout.meetsMinimumOrderAmount) throw minimumAmount(checkout.minimumOrderAmount);
      const broken = checkout.items.find((i) => i.errors.length > 0);
      if (broken) throw noStock(broken.name, broken.nameAr, broken.sku);
      await enforcePlacementLimits(trx, ctx, placementOf(checkout, payment.code), now);
      await takeStock(trx, checkout);
      const delivery = checkout.storePickup ? null : checkout.deliverySchedule;
      if (delivery) await reserveDeliverySlot(trx, { ...delivery, now });
      const number = await nextOrderNumber(trx);
      await spendDiscounts(trx, checkout, number, now);
      const placing = {
        cartId,
        checkout,
        shipping,
        payment,
        number,
        opts,
        now,
        locale: ctx.locale,
      };
      const order = await insertOrder(trx, placing);
      await insertOrderItems(trx, order.id, checkout);
      if (!(await deactivateCart(trx, cartId))) throw cartNotActive();
      await trx.deleteFrom('cart_payments').where('cart_id', '=', cartId).execute();
      // An online payment's order is confirmed when the payment is approved (payments.ts).
      if (order.status !== 'pending_payment') await writeOrderConfirmation(trx, ctx, order);
      return order;
    });
  } catch (error) {
    // Two placements that both got past the cart lock (PGlite has no blocking locks): the unique
    // index on orders.cart_id lets one order through.
    if (error instanceof Error && /orders_cart_unique/.test(error.message)) throw cartNotActive();
    throw error;
  }
}

type ShippingMethod = NonNullable<CheckoutCart['shippingMethod']>;

/**
 * Items, a shipping method, an address unless collected, a guest's e-mail (spec messages).
 * Returns the shipping method.
 */
function assertPlaceable(checkout: CheckoutCart): ShippingMethod {
  if (checkout.items.length === 0) throw input(PLACE_MESSAGES.emptyCart, { code: 'EMPTY_CART' });
  if (!checkout.shippingMethod)
    throw input(ORDER_MESSAGES.noShippingMethod, { code: 'NO_SHIPPING_METHOD' });
  if (!checkout.storePickup && !checkout.shippingAddress)
    throw input(PLACE_MESSAGES.noShippingAddress, { code: 'NO_SHIPPING_ADDRESS' });
  if (checkout.cart.customerId === null && !checkout.email)
    throw input(PLACE_MESSAGES.noGuestEmail, { code: 'NO_GUEST_EMAIL' });
  return checkout.shippingMethod;
}

interface ChosenPayment {
  code: PaymentCode;
  /** The customer asked to keep the card (read only for PayFort methods). */
  saveCard: boolean;
}

/** The cart's payment method, usable for this cart and allowed to this operation. */
async function choosePayment(
  trx: Trx,
  ctx: GqlContext,
  { cartId, checkout }: { cartId: string; checkout: CheckoutCart },
  opts: PlaceOptions,
): Promise<ChosenPayment> {
  const grandTotal = checkout.totals.grandTotal;
  const selection = await trx
    .selectFrom('cart_payments')
    .selectAll()
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  // Spec section 5: an order total of 0 is placed with the built-in free method.
  const code: string | null =
    grandTotal <= 0 ? 'free' : (opts.forceCode ?? selection?.method_code ?? null);
  if (code === null) throw input(ORDER_MESSAGES.noPaymentMethod, { code: 'NO_PAYMENT_METHOD' });
  const payment = assertUsable(code, {
    grandTotal,
    isGuest: checkout.cart.customerId === null,
    config: ctx.config,
  });
  if (opts.onlyCodes && !opts.onlyCodes.includes(payment))
    throw input(ORDER_MESSAGES.notAllowed, { code: 'PAYMENT_NOT_ALLOWED' });
  return { code: payment, saveCard: selection?.save_card ?? false };
}

/** Who places the order and how, as the placement limits count it. */
function placementOf(checkout: CheckoutCart, paymentCode: PaymentCode) {
  return {
    email: checkout.email,
    phone: checkout.shippingAddress?.telephone ?? null,
    customerId: checkout.cart.customerId,
    paymentCode,
    address: checkout.storePickup ? null : checkout.shippingAddress,
  };
}

async function nextOrderNumber(trx: Trx): Promise<string> {
  const numberRow = await sql<{
    n: string;
  }>`select nextval('order_number_seq')::text as n`.execute(trx);
  return numberRow.rows[0]?.n as string;
}

/** Points, store credit and the e-voucher (spendLoyalty), or the coupon's use. */
async function spendDiscounts(
  trx: Trx,
  checkout: CheckoutCart,
  number: string,
  now: Date,
): Promise<void> {
  await spendLoyalty(trx, checkout, number, now);
  if (checkout.coupon && checkout.coupon.couponId !== null && !checkout.coupon.evoucherId) {
    await spendCoupon(
      trx,
      { code: checkout.coupon.code, couponId: checkout.coupon.couponId },
      { customerId: checkout.cart.customerId, email: checkout.email },
    );
  }
}

/** The order row: totals, payment, shipping and both addresses as the cart holds them now. */
async function insertOrder(
  trx: Trx,
  placing: {
    cartId: string;
    checkout: CheckoutCart;
    shipping: ShippingMethod;
    payment: ChosenPayment;
    number: string;
    opts: PlaceOptions;
    now: Date;
    locale: 'en' | 'ar';
  },
): Promise<OrderRow> {
  const { cartId, checkout, shipping, number, opts, now } = placing;
  const payment = placing.payment.code;
  const customerId = checkout.cart.customerId;
  const totals = checkout.totals;
  const delivery = checkout.storePickup ? null : checkout.deliverySchedule;
  const merchantReference = newMerchantReference();
  const earned = await estimatedEarnedPoints(
    trx,
    customerId,
    totals.subtotalInclTax - totals.discountTotal,
  );
  return trx
    .insertInto('orders')
    .values({
      number,
      merchant_reference: merchantReference,
      cart_id: cartId,
      customer_id: customerId,
      guest_email: customerId === null ? checkout.email : null,
      status: isOnline(payment) ? 'pending_payment' : 'pending',
      payment_status: payment === 'free' ? 'APPROVED' : 'PENDING',
      payment_method_code: payment,
      locale: placing.locale,
      payment_data: JSON.stringify(opts.paymentData ?? {}),
      saved_card_id: opts.savedCardId ?? null,
      save_card: customerId !== null && placing.payment.saveCard && PROVIDER[payment] === 'payfort',
      subtotal: totals.subtotalInclTax,
      discounts: JSON.stringify(
        totals.discounts.map((d) => ({ label: d.label, label_ar: d.labelAr, amount: d.amount })),
      ),
      discount_total: totals.discountTotal,
      coupon_code: checkout.coupon?.code ?? null,
      evoucher_id: checkout.coupon?.evoucherId ?? null,
      shipping_amount: totals.shippingTotal,
      shipping_electronics: totals.shippingElectronics,
      shipping_non_electronics: totals.shippingNonElectronics,
      tax_amount: 0,
      store_credit_applied: totals.storeCreditApplied,
      points_consumed: totals.points,
      points_money: totals.pointsMoney,
      estimated_earned_points: earned,
      grand_total: totals.grandTotal,
      shipping_method_code: shipping.methodCode,
      carrier_code: shipping.carrierCode,
      shipping_method_title: shipping.title,
      shipping_method_title_ar: shipping.titleAr,
      shipping_min_days: shipping.minDays,
      shipping_max_days: shipping.maxDays,
      shipping_cutoff_time: shipping.cutoffTime,
      source_code: checkout.cart.sourceCode,
      is_store_pickup: checkout.storePickup !== null,
      store_id: checkout.storePickup?.storeId ?? null,
      delivery_day: delivery?.day ?? null,
      delivery_from: delivery?.from ?? null,
      delivery_to: delivery?.to ?? null,
      delivery_interval_id: delivery?.intervalId ?? null,
      shipping_address: JSON.stringify(orderAddress(checkout.shippingAddress)),
      billing_address: JSON.stringify(
        orderAddress(checkout.billingAddress ?? checkout.shippingAddress),
      ),
      order_source: checkout.orderSource,
      item_notice_action: opts.itemNoticeAction ?? null,
      paid_at: payment === 'free' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One row per cart line, in cart order, with both languages (the order is read in either). */
async function insertOrderItems(trx: Trx, orderId: number, checkout: CheckoutCart): Promise<void> {
  await trx
    .insertInto('order_items')
    .values(
      checkout.items.map((item, position) => ({
        order_id: orderId,
        product_id: item.parentId ?? item.productId,
        stock_product_id:
          item.productType === 'bundle' && item.bundleParts.length > 0 ? null : item.productId,
        product_type: item.productType,
        sku: item.sku,
        name: item.name,
        name_ar: item.nameAr,
        url_key: item.urlKey,
        image_url: item.imageUrl,
        section: item.section,
        qty: item.qty,
        price: item.unitPrice,
        regular_price: item.regularPrice,
        row_total: item.rowTotal,
        options: JSON.stringify(
          item.options.map((o) => ({
            label: o.label,
            label_ar: o.labelAr,
            value: o.value,
            value_ar: o.valueAr,
          })),
        ),
        note: item.note,
        // A bundle's stock is its parts': cancelling gives back exactly what was taken.
        stock_parts: JSON.stringify(
          item.productType === 'bundle'
            ? item.bundleParts.map((p) => ({ product_id: p.productId, qty: p.qty * item.qty }))
            : [],
        ),
        position,
      })),
    )
    .execute();
}

async function placedView(ctx: GqlContext, order: OrderRow) {
  return {
    order_number: order.number,
    merchant_reference: order.merchant_reference,
    status: STATUS_LABELS[order.status][ctx.locale],
    status_code: order.status,
    payment_status: order.payment_status,
    redirect_url: order.status === 'pending_payment' ? await startPayment(ctx, order) : null,
  };
}

export async function placeOrder(ctx: GqlContext, raw: Record<string, unknown>) {
  assertSession(ctx);
  const cartId = cartIdArg(raw.cart_id);
  const notice =
    raw.item_notice_action === 'CALL_ME' || raw.item_notice_action === 'NOTIFY_ME_IN_APP'
      ? raw.item_notice_action
      : null;
  const order = await placeCart(ctx, cartId, { itemNoticeAction: notice });
  const view = await placedView(ctx, order);
  return { order: view, orders: [view] };
}

/**
 * PayFort-style card payment: places the order payment-pending with the cart's PayFort method and
 * signs the tokenization request. The storefront posts the fields with the card to service_url.
 */
export async function cardPaymentSignature(ctx: GqlContext, raw: Record<string, unknown>) {
  assertSession(ctx);
  const cartId = cartIdArg(raw.cart_id);
  const returnUrl = typeof raw.return_url === 'string' ? raw.return_url.trim() : '';
  if (!allowedReturnUrl(ctx.config, returnUrl)) {
    throw input(
      {
        en: '"return_url" must be an address of the storefront.',
        ar: '"return_url" يجب أن يكون عنواناً في المتجر.',
      },
      { field: 'return_url' },
    );
  }
  const fingerprint = deviceFingerprintArg(raw.device_fingerprint);
  const order = await placeCart(ctx, cartId, {
    onlyCodes: ['robusta_payfort_cc', 'robusta_payfort_installments'],
    paymentData: {
      return_url: returnUrl,
      // The service decides, never the client's flag: the sandbox only where it serves the code.
      // (both PayFort codes have the same provider).
      sandbox: String(providerNameFor('robusta_payfort_cc', ctx.config) === 'sandbox'),
      ...(fingerprint ? { device_fingerprint: 'received' } : {}),
    },
  });
  if (providerNameFor('robusta_payfort_cc', ctx.config) === 'aps')
    return apsPaymentSignature(ctx, order, returnUrl, fingerprint);
  const settings = ctx.config.payfort;
  const fields: Record<string, string> = {
    access_code: settings.accessCode,
    language: ctx.locale,
    merchant_identifier: settings.merchantIdentifier,
    merchant_reference: order.merchant_reference,
    return_url: returnUrl,
    service_command: 'TOKENIZATION',
  };
  return {
    access_code: fields.access_code,
    merchant_identifier: fields.merchant_identifier,
    merchant_reference: fields.merchant_reference,
    return_url: returnUrl,
    signature: signFields(fields, settings.secret),
    order_number: order.number,
    service_url: sandboxCardFormUrl(ctx.config),
    fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
  };
}

/** Longest device fingerprint passed on to the provider (docs/security.md). */
export const MAX_DEVICE_FINGERPRINT = 512;

/** The browser's device fingerprint: a short printable token, else none. */
function deviceFingerprintArg(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return text.length <= MAX_DEVICE_FINGERPRINT && /^[\x21-\x7e]+$/.test(text) ? text : '';
}

/**
 * Amazon Payment Services' redirection: the signed PURCHASE request the storefront posts to
 * APS's hosted page (no card fields: the shopper types the card there), with the device
 * fingerprint as APS documents it.
 */
async function apsPaymentSignature(
  ctx: GqlContext,
  order: OrderRow,
  returnUrl: string,
  fingerprint: string,
) {
  const provider = providerForCode(ctx, order.payment_method_code);
  let form: { action: string; fields: Record<string, string> } | undefined;
  try {
    if (!provider) throw new Error('Amazon Payment Services is not configured');
    const created = await provider.createPayment(order, {
      locale: ctx.locale,
      ...(fingerprint ? { deviceFingerprint: fingerprint } : {}),
    });
    form = created.form;
    if (!form) throw new Error('no APS form');
    await ctx.db
      .updateTable('orders')
      .set({ payment_provider: provider.name, provider_order_id: null })
      .where('id', '=', order.id)
      .execute();
  } catch (error) {
    await declinePayment(ctx.db, order.merchant_reference, ctx.config.now());
    throw input(ORDER_MESSAGES.paymentFailed, {
      code: 'PAYMENT_ERROR',
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  const { fields } = form;
  return {
    access_code: fields.access_code,
    merchant_identifier: fields.merchant_identifier,
    merchant_reference: fields.merchant_reference,
    return_url: returnUrl,
    signature: fields.signature,
    order_number: order.number,
    service_url: form.action,
    fields: Object.entries(fields)
      .filter(([name]) => name !== 'signature')
      .map(([name, value]) => ({ name, value })),
  };
}

const SAVED_CARD_CODE = 'robusta_payfort_cc';

export async function placeOrderWithSavedCard(ctx: GqlContext, raw: Record<string, unknown>) {
  assertSession(ctx);
  const customerId = requireCustomer(ctx);
  const cartId = cartIdArg(raw.cart_id);
  // The cart first: another shopper's cart id must not reveal anything about its card choice.
  await cartForUser(ctx.db, cartId, customerId);
  if (typeof raw.cvv !== 'string' || !checkCvv(raw.cvv))
    throw input(ORDER_MESSAGES.invalidDigits, { field: 'cvv' });
  const selection = await ctx.db
    .selectFrom('cart_payments')
    .select('saved_card_id')
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  if (!selection?.saved_card_id)
    throw input(PLACE_MESSAGES.noCardSelected, { code: 'NO_CARD_SELECTED' });
  const card = await ownCard(ctx, selection.saved_card_id);
  // A saved card is paid on the development sandbox's 3-D Secure page only: Amazon Payment
  // Services' tokens (Merchant Page) are not built, so no saved card is charged there.
  if (providerNameFor(SAVED_CARD_CODE, ctx.config) !== 'sandbox')
    throw input(ORDER_MESSAGES.notAllowed, { code: 'PAYMENT_NOT_ALLOWED' });
  const order = await placeCart(ctx, cartId, {
    forceCode: SAVED_CARD_CODE,
    onlyCodes: [SAVED_CARD_CODE],
    savedCardId: card.id,
    paymentData: {
      card_number: card.card_number,
      payment_option: card.payment_option,
      sandbox: 'true',
    },
  });
  return {
    message: ctx.locale === 'ar' ? 'جاري التحويل للتحقق من البطاقة' : 'Redirecting to 3-D Secure',
    status: order.payment_status,
    merchant_reference: order.merchant_reference,
    order_number: order.number,
    redirect_url: sandboxPageUrl(ctx.config, order.merchant_reference, ctx.locale),
  };
}

export async function walletPayment(ctx: GqlContext, raw: Record<string, unknown>) {
  assertSession(ctx);
  const cartId = cartIdArg(raw.cart_id);
  if (
    raw.payment_code !== undefined &&
    raw.payment_code !== null &&
    raw.payment_code !== WALLET_CODE
  ) {
    assertUsable(raw.payment_code, { grandTotal: 1, isGuest: false, config: ctx.config });
    throw input(ORDER_MESSAGES.notAllowed, { code: 'PAYMENT_NOT_ALLOWED' });
  }
  if (typeof raw.phone_number !== 'string' || raw.phone_number.trim() === '')
    throw input(ORDER_MESSAGES.phoneMissing, { field: 'phone_number' });
  const phone = normalisePhone(raw.phone_number, 'phone_number');
  const order = await placeCart(ctx, cartId, {
    forceCode: WALLET_CODE,
    onlyCodes: [WALLET_CODE],
    paymentData: { wallet_phone: phone },
  });
  return {
    iframe_url: await startPayment(ctx, order),
    merchant_reference: order.merchant_reference,
    order_number: order.number,
  };
}
