// The cart's behaviour (commerce spec section 4): cart identity, adding with one reset-and-retry,
// quantity changes, the page-start load, the merge at login and the clear at logout. Each cart
// answer is written to the Apollo cache by the call itself (the one cart model, cart-cache.ts);
// here it becomes the cart in use and its count is announced on the bus (`cart:updated`).
import type { ApolloClient } from '@apollo/client';
import { REGION, clientMessage, isSessionEndingError } from '@dukkan/contracts';
import type { ProductSummary, ShellContextValue } from '@dukkan/contracts';
import { trackAdded, trackLineChange } from './cart-analytics';
import { readCartCookie, removeCartCookie, writeCartCookie } from './cart-cookie';
import { CartItemErrors, ClientCartError, describeCartError, needsNewCart } from './cart-errors';
import type { CartUserError } from './cart-errors';
import { readCart } from './cart-cache';
import { resetCartState, setCartInUse, useCartStore } from './cart-store';
import { quantityOfSku, toCartView } from './cart-view';
import type { CartView } from './cart-view';
import type { CartFieldsFragment } from './graphql/__generated__/cart-fields';
import type * as CartMutationsModule from './cart-mutations';
import { CreateCartDocument } from './graphql/__generated__/create-cart';
import { CustomerCartDocument } from './graphql/__generated__/customer-cart';
import { GuestCartDocument } from './graphql/__generated__/guest-cart';

type CartMutations = typeof CartMutationsModule;

let cartMutations: Promise<CartMutations> | null = null;

/**
 * The change documents (cart-mutations.ts), loaded once. A failed load is not kept, so the next
 * change asks again (the failure itself reaches the shopper as the change's error).
 */
function loadCartMutations(): Promise<CartMutations> {
  cartMutations ??= import(/* webpackChunkName: "cart-mutations" */ './cart-mutations').catch(
    (error: unknown) => {
      cartMutations = null;
      throw error;
    },
  );
  return cartMutations;
}

/** Loads the change documents ahead of the first change (change-documents.ts, the idle hook). */
export function preloadCartMutations(): Promise<unknown> {
  return loadCartMutations();
}

export interface CartDeps {
  client: ApolloClient;
  /** The shell as of the latest render (session and store choice change over time). */
  shell: () => ShellContextValue;
}

/**
 * A cart answer (already in the cache) becomes the cart in use; its count is announced
 * (`cart:updated`). Answers the client view of it.
 */
export function applyCart(deps: CartDeps, server: CartFieldsFragment): CartView {
  const view = toCartView(server);
  setCartInUse(view.id);
  deps.shell().bus.emit('cart:updated', { itemCount: view.itemCount });
  return view;
}

/** Reset (spec section 4): cart state cleared and the cookie removed (also after an order). */
export function resetCart(deps: CartDeps): void {
  resetCartState();
  removeCartCookie();
  deps.shell().bus.emit('cart:updated', { itemCount: 0 });
}

/** The cart in use as the cache holds it (null before the first answer). */
function currentCart(deps: CartDeps): CartView | null {
  return readCart(deps.client, useCartStore.getState().cartId);
}

function isLoggedIn(deps: CartDeps): boolean {
  const { session } = deps.shell();
  return session.isLoggedIn || session.token !== null;
}

async function fetchCustomerCart(deps: CartDeps): Promise<CartFieldsFragment> {
  const { data } = await deps.client.query({
    query: CustomerCartDocument,
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('Current user does not have an active cart.');
  return data.customerCart;
}

/** The cart to add to: the one in use, else the customer's, else a new guest cart (cookie saved). */
async function ensureCartId(deps: CartDeps): Promise<string> {
  const existing = useCartStore.getState().cartId;
  if (existing) return existing;
  if (isLoggedIn(deps)) return applyCart(deps, await fetchCustomerCart(deps)).id;
  const saved = readCartCookie();
  if (saved) return saved;
  const { data } = await deps.client.mutate({
    mutation: CreateCartDocument,
  });
  const id = data?.createEmptyCart;
  if (!id) throw new Error('No cart id was returned');
  writeCartCookie(id);
  useCartStore.setState({ cartId: id });
  return id;
}

/** Runs a cart call; when the cart is inactive, missing or foreign, resets and retries once. */
async function withCart<T>(deps: CartDeps, run: (cartId: string) => Promise<T>): Promise<T> {
  const cartId = await ensureCartId(deps);
  try {
    return await run(cartId);
  } catch (error) {
    if (!needsNewCart(error)) throw error;
    resetCart(deps);
    return run(await ensureCartId(deps));
  }
}

function presentErrors(list: readonly (CartUserError | null)[]): CartUserError[] {
  return list.flatMap((error) => (error ? [error] : []));
}

/**
 * Adds `quantity` of a product (a chosen variant when `parentSku` is set) and announces
 * `item-added`. Item problems and a quantity in the answer other than the one asked for throw.
 */
export async function addProduct(
  deps: CartDeps,
  product: ProductSummary,
  quantity: number,
): Promise<void> {
  if (!(quantity > 0)) throw new ClientCartError('qtyUnavailable');
  const { AddConfigurableProductsToCartDocument, AddProductsToCartDocument } =
    await loadCartMutations();
  const before = quantityOfSku(currentCart(deps), product.sku);
  const view = await withCart(deps, async (cartId) => {
    if (product.parentSku) {
      const { data } = await deps.client.mutate({
        mutation: AddConfigurableProductsToCartDocument,
        variables: {
          input: {
            cart_id: cartId,
            cart_items: [{ parent_sku: product.parentSku, data: { sku: product.sku, quantity } }],
          },
        },
      });
      if (!data?.addConfigurableProductsToCart) throw new ClientCartError('cartError');
      return applyCart(deps, data.addConfigurableProductsToCart.cart);
    }
    const { data } = await deps.client.mutate({
      mutation: AddProductsToCartDocument,
      variables: {
        cartId,
        cartItems: [
          product.bundleOptions
            ? { sku: product.sku, quantity, selected_options: product.bundleOptions }
            : { sku: product.sku, quantity },
        ],
      },
    });
    if (!data?.addProductsToCart) throw new ClientCartError('cartError');
    const applied = applyCart(deps, data.addProductsToCart.cart);
    const problems = presentErrors(data.addProductsToCart.user_errors);
    if (problems.length > 0) throw new CartItemErrors(problems);
    return applied;
  });
  // A bundle with other choices is a line of its own, so only a plain product's line must have grown.
  const expected = Number((before + quantity).toFixed(6));
  if (!product.bundleOptions && Math.abs(quantityOfSku(view, product.sku) - expected) > 1e-6)
    throw new ClientCartError('cartError');
  const shell = deps.shell();
  trackAdded(shell.analytics, product, quantity);
  shell.bus.emit('item-added', { name: product.name, sku: product.sku, qty: quantity });
}

/** What became of one product of a group add: added, or refused with the service's problem. */
export interface GroupAddOutcome {
  product: ProductSummary;
  quantity: number;
  added: boolean;
  /** The item problem the answer gave for it (null when added or when none was named). */
  problem: CartUserError | null;
}

/**
 * Adds several products in one call (a grouped product's members, each with its own quantity;
 * those at 0 are skipped). The service checks each item on its own, so some may be added while
 * another is refused: a product is added when its cart line grew by its quantity. The answer's
 * problems come in the order of the items sent, so the n-th refused product gets the n-th one.
 * `add_to_cart` and `item-added` are announced for the added products only.
 */
export async function addProducts(
  deps: CartDeps,
  items: readonly { product: ProductSummary; quantity: number }[],
): Promise<GroupAddOutcome[]> {
  const wanted = items.filter((item) => item.quantity > 0);
  if (wanted.length === 0) throw new ClientCartError('qtyUnavailable');
  const { AddProductsToCartDocument } = await loadCartMutations();
  const cartBefore = currentCart(deps);
  const before = wanted.map((item) => quantityOfSku(cartBefore, item.product.sku));
  const { view, problems } = await withCart(deps, async (cartId) => {
    const { data } = await deps.client.mutate({
      mutation: AddProductsToCartDocument,
      variables: {
        cartId,
        cartItems: wanted.map((item) => ({ sku: item.product.sku, quantity: item.quantity })),
      },
    });
    if (!data?.addProductsToCart) throw new ClientCartError('cartError');
    return {
      view: applyCart(deps, data.addProductsToCart.cart),
      problems: presentErrors(data.addProductsToCart.user_errors),
    };
  });
  const remaining = [...problems];
  const outcomes = wanted.map((item, index) => {
    const expected = Number(((before[index] ?? 0) + item.quantity).toFixed(6));
    const added = Math.abs(quantityOfSku(view, item.product.sku) - expected) <= 1e-6;
    return { ...item, added, problem: added ? null : (remaining.shift() ?? null) };
  });
  const shell = deps.shell();
  for (const outcome of outcomes.filter((o) => o.added)) {
    trackAdded(shell.analytics, outcome.product, outcome.quantity);
    shell.bus.emit('item-added', {
      name: outcome.product.name,
      sku: outcome.product.sku,
      qty: outcome.quantity,
    });
  }
  return outcomes;
}

/**
 * Sets an item's quantity (spec "Setting quantity"): 0 or less removes it; an item not in the
 * cart is added; 0 or less for an item not in the cart is qtyUnavailable.
 */
export async function setQuantity(
  deps: CartDeps,
  product: ProductSummary,
  quantity: number,
): Promise<void> {
  const item = currentCart(deps)?.items.find((i) => i.sku === product.sku);
  if (!item) {
    if (quantity <= 0) throw new ClientCartError('qtyUnavailable');
    await addProduct(deps, product, quantity);
    return;
  }
  await changeItemQuantity(deps, item.uid, quantity);
}

/**
 * Changes a cart item's quantity by uid (0 or less removes it). The change the answer shows is
 * reported to analytics (a raise as add_to_cart, a cut or removal as remove_from_cart).
 */
export async function changeItemQuantity(
  deps: CartDeps,
  uid: string,
  quantity: number,
): Promise<void> {
  const { RemoveCartItemDocument, UpdateCartItemsDocument } = await loadCartMutations();
  const cartId = useCartStore.getState().cartId;
  if (!cartId) throw new ClientCartError('qtyUnavailable');
  const before = currentCart(deps)?.items.find((item) => item.uid === uid);
  const applyLine = (server: CartFieldsFragment) => {
    const view = applyCart(deps, server);
    if (before) {
      const after = view.items.find((item) => item.uid === uid);
      trackLineChange(deps.shell().analytics, before, after);
    }
  };
  try {
    if (quantity <= 0) {
      const { data } = await deps.client.mutate({
        mutation: RemoveCartItemDocument,
        variables: { input: { cart_id: cartId, cart_item_uid: uid } },
      });
      if (data?.removeItemFromCart) applyLine(data.removeItemFromCart.cart);
      return;
    }
    const { data } = await deps.client.mutate({
      mutation: UpdateCartItemsDocument,
      variables: { input: { cart_id: cartId, cart_items: [{ cart_item_uid: uid, quantity }] } },
    });
    if (!data?.updateCartItems) throw new ClientCartError('cartError');
    applyLine(data.updateCartItems.cart);
    const problems = presentErrors(data.updateCartItems.errors);
    if (problems.length > 0) throw new CartItemErrors(problems);
  } catch (error) {
    // A cart that is gone cannot be changed: start again from an empty cart.
    if (needsNewCart(error)) resetCart(deps);
    throw error;
  }
}

/** Sets (or, when empty, removes) the picker's note on a cart item. */
export async function saveItemNote(deps: CartDeps, uid: string, note: string): Promise<void> {
  const { SetCartItemNoteDocument } = await loadCartMutations();
  const cartId = useCartStore.getState().cartId;
  if (!cartId) throw new ClientCartError('cartError');
  const { data } = await deps.client.mutate({
    mutation: SetCartItemNoteDocument,
    variables: { input: { cart_id: cartId, cart_item_id: uid, note } },
  });
  if (!data?.setCartItemNote) throw new ClientCartError('cartError');
  applyCart(deps, data.setCartItemNote.cart);
}

/** How many times each client's store was reset (sign-out, a change of language). */
const storeResets = new WeakMap<ApolloClient, { count: number }>();

function resetsOf(client: ApolloClient): { count: number } {
  const known = storeResets.get(client);
  if (known) return known;
  const resets = { count: 0 };
  const count = () => {
    resets.count += 1;
    return Promise.resolve();
  };
  client.onResetStore(count);
  client.onClearStore(count);
  storeResets.set(client, resets);
  return resets;
}

/**
 * Whether a store reset came after `before` (the count when a load began). A reset rejects the
 * requests in flight first and runs its callbacks after, in the same task, so the count is read
 * once that task is over.
 */
async function resetSince(resets: { count: number }, before: number): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return resets.count !== before;
}

/**
 * A cart found at another store than the chosen one (issue 59: an address confirmed in the
 * address selector changes the area, then the page reloads) moves to it, so its prices and stock
 * are those of the area the header shows. The service leaves a store-pickup cart where it is. A
 * refusal keeps the cart as read (the shipping step moves it again with the address).
 */
async function followChosenStore(deps: CartDeps, server: CartFieldsFragment): Promise<void> {
  const source = deps.shell().store.source;
  if (source === REGION.defaultStoreSource || !server.source_code || server.source_code === source)
    return;
  try {
    const { FollowStoreOnCartDocument } = await loadCartMutations();
    const { data } = await deps.client.mutate({
      mutation: FollowStoreOnCartDocument,
      variables: { cartId: server.id },
    });
    if (data?.followStoreOnCart) applyCart(deps, data.followStoreOnCart.cart);
  } catch (error) {
    console.error('The cart could not follow the chosen store', error);
  }
}

/** Page start: the customer's cart, or the guest cart of the cookie, so the count is right. */
export async function loadCart(deps: CartDeps): Promise<void> {
  const resets = resetsOf(deps.client);
  const before = resets.count;
  const signedIn = isLoggedIn(deps);
  try {
    if (signedIn) {
      // A guest cart still in the cookie is a login whose merge never finished (the page was
      // reloaded or left at once, aborting it): it is merged now, as at login.
      if (readCartCookie() && !useCartStore.getState().isMerging) await mergeGuestCart(deps);
      else {
        const server = await fetchCustomerCart(deps);
        applyCart(deps, server);
        await followChosenStore(deps, server);
      }
      return;
    }
    const saved = readCartCookie();
    if (!saved) {
      resetCartState();
      return;
    }
    const { data } = await deps.client.query({
      query: GuestCartDocument,
      variables: { cartId: saved },
      fetchPolicy: 'network-only',
    });
    if (data?.cart) {
      applyCart(deps, data.cart);
      await followChosenStore(deps, data.cart);
    } else resetCart(deps);
  } catch (error) {
    if (needsNewCart(error)) resetCart(deps);
    // A reset (signing out, another language) cut the request short: that answer belonged to a
    // session or language that is gone, so the cart is loaded again for the current one.
    else if (await resetSince(resets, before)) await loadCart(deps);
    // The customer's session ended while the load ran (signed out in this page as the request
    // went, or a token revoked or expired): the shell signs out on that answer and
    // `session:logout` empties the cart, so the page shows a guest's empty cart, not a failure.
    else if (signedIn && isSessionEndingError(error)) clearCart(deps);
    else {
      useCartStore.setState({ loaded: true, loadFailed: true });
      throw error;
    }
  }
}

/**
 * At login (spec section 4): the customer's cart is fetched; a different guest cart of the
 * cookie is merged into it, the cookie removed, `cart-merged` emitted and the success message
 * shown. Equal ids skip the merge. A second merge while one runs is cartIsMerging.
 */
export async function mergeGuestCart(deps: CartDeps): Promise<void> {
  if (useCartStore.getState().isMerging) throw new ClientCartError('cartIsMerging');
  useCartStore.setState({ isMerging: true });
  const shell = deps.shell();
  try {
    const customer = await fetchCustomerCart(deps);
    const guestId = readCartCookie();
    if (!guestId || guestId === customer.id) {
      if (guestId) removeCartCookie();
      applyCart(deps, customer);
      return;
    }
    try {
      const { MergeCartsDocument } = await loadCartMutations();
      const { data } = await deps.client.mutate({
        mutation: MergeCartsDocument,
        variables: { sourceCartId: guestId, destinationCartId: customer.id },
      });
      if (!data) throw new ClientCartError('cartError');
      removeCartCookie();
      const merged = applyCart(deps, data.mergeCarts);
      shell.bus.emit('cart-merged', { cartId: merged.id });
      // Kept through the login page's return to the referrer, which may come after it.
      shell.alerts.push({
        type: 'success',
        message: clientMessage('cartMerged', shell.locale),
        keepOnRouteChange: true,
      });
    } catch (error) {
      const problem = describeCartError(error, shell.locale);
      if (problem.key === 'cartNotFound') removeCartCookie();
      else if (problem.key === 'cartIsNotActive') {
        removeCartCookie();
        shell.alerts.push({ type: problem.type, message: problem.message });
      } else throw error;
      applyCart(deps, customer);
    }
  } finally {
    useCartStore.setState({ isMerging: false });
  }
}

/** At logout the cart is cleared (the shell removes the cookie) and the count drops to 0. */
export function clearCart(deps: CartDeps): void {
  resetCartState();
  deps.shell().bus.emit('cart:updated', { itemCount: 0 });
}
