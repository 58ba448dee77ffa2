// Turning whatever a cart call threw into the catalogue's translated message (commerce spec
// section 8), and the client-side errors of the cart (cartIsMerging, qtyUnavailable, Cart error).
import {
  CART_ERRORS,
  NO_EXCEPTION,
  alertTypeOf,
  clientMessage,
  resolveError,
} from '@dukkan/contracts';
import type { AlertType, ClientMessageKey, Locale } from '@dukkan/contracts';
import type { AddProductsToCartMutation } from './graphql/__generated__/add-products-to-cart';
import type { UpdateCartItemsMutation } from './graphql/__generated__/update-cart-items';

/** One item problem of a cart answer: a user_error of an add or an error of an update. */
export type CartUserError =
  | NonNullable<NonNullable<AddProductsToCartMutation['addProductsToCart']>['user_errors'][number]>
  | NonNullable<NonNullable<UpdateCartItemsMutation['updateCartItems']>['errors'][number]>;

/** Item problems a cart answer carried (user_errors of an add, errors of an update). */
export class CartItemErrors extends Error {
  readonly errors: readonly CartUserError[];
  constructor(errors: readonly CartUserError[]) {
    super(errors[0]?.message ?? 'Cart item error');
    this.name = 'CartItemErrors';
    this.errors = errors;
  }
}

/** An error the storefront raises itself, keyed as the spec's client messages. */
export class ClientCartError extends Error {
  readonly key: ClientMessageKey;
  constructor(key: ClientMessageKey) {
    super(key);
    this.name = 'ClientCartError';
    this.key = key;
  }
}

/** Catalogue keys whose cure is a new cart: inactive, missing, not the shopper's, other store. */
const RESET_KEYS = new Set([
  'cartIsNotActive',
  'cartNotFound',
  'noActiveCart',
  'cartNotOwned',
  'invalidCartStore',
]);

export function needsNewCart(error: unknown): boolean {
  return RESET_KEYS.has(resolveError(error, CART_ERRORS).key);
}

export interface CartProblem {
  message: string;
  type: AlertType;
  key: string;
}

/** The message and alert type of a cart error in `locale`. */
export function describeCartError(error: unknown, locale: Locale): CartProblem {
  if (error instanceof ClientCartError) {
    return {
      key: error.key,
      message: clientMessage(error.key, locale),
      type: error.key === 'cartIsMerging' ? 'warning' : 'danger',
    };
  }
  const resolved = resolveError(error, CART_ERRORS, locale);
  if (resolved.key === NO_EXCEPTION) {
    // Nothing in the table matched (a network failure, an unknown server message): the
    // spec's client "Cart error" rather than a raw technical text.
    return { key: 'cartError', message: clientMessage('cartError', locale), type: 'danger' };
  }
  return { key: resolved.key, message: resolved.message, type: alertTypeOf(resolved.level) };
}
