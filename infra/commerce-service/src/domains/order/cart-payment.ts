/**
 * The payment choice of a cart (spec Set payment method, Save card on cart, Set card on cart) and
 * the payment methods a cart may use. The choice lives in `cart_payments` beside the cart domain's
 * table, keyed by the cart's masked id; placing the order reads and then deletes it.
 */
import type { GqlContext } from '../../graphql/context';
import { storefrontPage } from '../../links';
import { cartForUser, cartIdArg } from '../cart/access';
import { loadCheckoutCart } from '../cart/checkout';
import { cartState } from '../cart/state';
import { cartView } from '../cart/view';
import { requireCustomer } from '../customer/customers';
import { cardView, ownCard } from './cards';
import { input, notAuthorized } from './errors';
import { assertUsable, availableMethods, isOnline, title } from './payment-methods';

function assertSession(ctx: GqlContext): void {
  if (ctx.token !== null && ctx.customerId === null) throw notAuthorized();
}

async function upsert(
  ctx: GqlContext,
  cartId: string,
  set: {
    method_code?: string;
    purchase_order_number?: string | null;
    save_card?: boolean;
    saved_card_id?: number | null;
  },
) {
  const now = ctx.config.now();
  await ctx.db
    .insertInto('cart_payments')
    .values({
      cart_id: cartId,
      method_code: set.method_code ?? null,
      purchase_order_number: set.purchase_order_number ?? null,
      save_card: set.save_card ?? false,
      saved_card_id: set.saved_card_id ?? null,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('cart_id').doUpdateSet({ ...set, updated_at: now }))
    .execute();
}

/** The grand total and owner of an active cart the caller may use (the cart domain's checks and messages). */
async function cartTotal(ctx: GqlContext, cartId: string) {
  const checkout = await loadCheckoutCart(ctx.db, {
    cartId,
    customerId: ctx.customerId,
    now: ctx.config.now(),
    forUpdate: false,
  });
  return { grandTotal: checkout.totals.grandTotal, isGuest: checkout.cart.customerId === null };
}

/** The parent `Cart` object built by the cart domain (access already checked there). */
export interface CartParent {
  id: string;
  prices?: { grand_total?: { value: number } | null } | null;
  applied_store_credit?: unknown;
}

const totalOf = (cart: CartParent) => Number(cart.prices?.grand_total?.value ?? 0);

export function paymentMethodsOf(ctx: GqlContext, cart: CartParent) {
  return availableMethods(
    { grandTotal: totalOf(cart), isGuest: cart.applied_store_credit === null, config: ctx.config },
    ctx.locale,
  );
}

/**
 * The selected method, when it is still usable for the cart's current total; a total that became
 * 0 selects `free` (spec section 5), so the storefront always shows what placing will use.
 */
export async function selectedPaymentMethodOf(ctx: GqlContext, cart: CartParent) {
  const grandTotal = totalOf(cart);
  const isGuest = cart.applied_store_credit === null;
  const row = await ctx.db
    .selectFrom('cart_payments')
    .selectAll()
    .where('cart_id', '=', cart.id)
    .executeTakeFirst();
  const code = grandTotal <= 0 ? 'free' : (row?.method_code ?? null);
  if (code === null) return null;
  try {
    assertUsable(code, { grandTotal, isGuest, config: ctx.config });
  } catch {
    return null;
  }
  return {
    code,
    title: title(code, ctx.locale),
    purchase_order_number: row?.purchase_order_number ?? null,
  };
}

export async function setPaymentMethodOnCart(ctx: GqlContext, raw: Record<string, unknown>) {
  assertSession(ctx);
  const cartId = cartIdArg(raw.cart_id);
  const method = (raw.payment_method ?? {}) as Record<string, unknown>;
  const { grandTotal, isGuest } = await cartTotal(ctx, cartId);
  const code = assertUsable(method.code, { grandTotal, isGuest, config: ctx.config });
  let po: string | null = null;
  if (method.purchase_order_number !== undefined && method.purchase_order_number !== null) {
    if (
      typeof method.purchase_order_number !== 'string' ||
      method.purchase_order_number.length > 64
    ) {
      throw input(
        {
          en: '"purchase_order_number" must be at most 64 characters.',
          ar: '"purchase_order_number" يجب ألا يزيد عن 64 حرفاً.',
        },
        { field: 'payment_method.purchase_order_number' },
      );
    }
    po = method.purchase_order_number;
  }
  await upsert(ctx, cartId, { method_code: code, purchase_order_number: po });
  const cart = await cartView(
    ctx,
    await cartState(
      { db: ctx.db, now: ctx.config.now() },
      await cartForUser(ctx.db, cartId, ctx.customerId),
    ),
  );
  // Online methods continue on the storefront's place-order page (spec: the browser follows the link).
  return {
    cart,
    redirect_url: isOnline(code) ? storefrontPage(ctx.config, ctx.locale, 'place-order') : null,
  };
}

export async function savePaymentCardOnCart(ctx: GqlContext, raw: Record<string, unknown>) {
  assertSession(ctx);
  const customerId = requireCustomer(ctx);
  const cartId = cartIdArg(raw.cart_id);
  await cartForUser(ctx.db, cartId, customerId);
  if (typeof raw.save_card !== 'boolean')
    throw input(
      { en: '"save_card" must be true or false.', ar: '"save_card" يجب أن تكون true أو false.' },
      { field: 'save_card' },
    );
  await upsert(ctx, cartId, { save_card: raw.save_card });
  return { cart_id: cartId, save_card: raw.save_card };
}

/** Chooses a saved card: the cart's method becomes the card method its token belongs to. */
export async function setPaymentCardOnCart(ctx: GqlContext, raw: Record<string, unknown>) {
  assertSession(ctx);
  const customerId = requireCustomer(ctx);
  const cartId = cartIdArg(raw.cart_id);
  await cartForUser(ctx.db, cartId, customerId);
  const card = await ownCard(ctx, raw.card_id);
  const { grandTotal, isGuest } = await cartTotal(ctx, cartId);
  assertUsable('robusta_payfort_cc', { grandTotal, isGuest, config: ctx.config });
  await upsert(ctx, cartId, { method_code: 'robusta_payfort_cc', saved_card_id: card.id });
  return { cart_id: cartId, card: cardView(card) };
}
