import type { AuthTokens, SessionUser, StoreChoice } from './types/domain';

/**
 * Every event on the shell's bus (mitt), with its payload. Names as the specs give them;
 * events the specs do not name are prefixed with the owning team (`cart:`, `session:`, ...).
 */
export type ShellEvents = {
  /** Opens or closes the account menu / drawer; also triggers an identity fetch. */
  'toggle-account-menu': undefined;
  /**
   * The account team's drawer (or dropdown) opened or closed, so the shell can mark the account
   * tab of the mobile bar active while it is open (shell spec section 2, account drawer).
   */
  'account-menu:changed': { open: boolean };
  /** Opens the one-time-code dialog for an identity (phone or e-mail). */
  'enter-otp': { identity: string; readonly: boolean };
  /** The code was accepted: carries the code for the caller that asked for it. */
  'otp-authenticated': { identity: string; code: string };
  /** Verification failed for a reason other than a wrong code. */
  'otp-error': { identity: string; message: string };
  /** An item reached the cart; the mini-cart shows the add-to-cart alert. */
  'item-added': { name: string; sku: string; qty: number };
  'item-removed': { sku: string };
  /** The guest cart was merged into the customer's cart after login. */
  'cart-merged': { cartId: string };
  /** The cart's contents changed (count for badges). */
  'cart:updated': { itemCount: number };
  'session:login': { user: SessionUser; tokens: AuthTokens };
  'session:logout': { reason: 'user' | 'session-error' };
  'open-store-selection': undefined;
  /**
   * Opens the map picker (shell spec section 2). Emitted by the address form's "Pick the location
   * on the map" button and the out-of-range dialog's "Pick another location"; listened to by the
   * mounted `account/AddressForm` (mf-account `features/addresses/map/map-location.tsx`), which
   * loads the picker's chunk then.
   */
  'open-map-location': undefined;
  /**
   * Shows the out-of-range dialog (the spec's "This address is out of the chosen area"). Emitted
   * by the map picker for a point outside the delivery areas (no `addressId`); listened to by the
   * mounted `account/AddressForm`, the same file as above. `addressId` names a saved address.
   */
  'out-of-range': { addressId?: string };
  'toggle-category-menu': undefined;
  /**
   * Back navigation (shell spec section 2): the shell returns to the remembered referrer (the
   * previous page that was not an auth, login or register page), or home.
   */
  'navigate-back': undefined;
  /** Toggles the address selector modal (global toggle event, shell spec section 4). */
  'toggle-address-selector': undefined;
  'placing-order-error': { message: string };
  'store:changed': { choice: StoreChoice | null };
  'compare:changed': { count: number };
};

export type ShellEventName = keyof ShellEvents;
