import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { ApolloClient } from '@apollo/client';
import type { Emitter } from 'mitt';
import type { AuthTokens, SessionUser, ShellEvents } from '@dukkan/contracts';
import { COOKIES, browserCookies, isNotAuthorizedError } from '@dukkan/contracts';
import type { Session, SessionState } from '../../shared/services/session';
import { AttachCustomerToGroupDocument } from './graphql/__generated__/attach-customer-to-group';
import type { IdentityQuery } from './graphql/__generated__/identity';
import { IdentityDocument } from './graphql/__generated__/identity';
import { RevokeTokenDocument } from './graphql/__generated__/revoke-token';
import {
  clearGroupCookie,
  clearSessionCookies,
  pendingGroupId,
  saveSessionCookies,
  savedRefresh,
  savedToken,
} from './session-cookies';

/** The access token is refreshed this long before it expires (at most half its remaining life). */
export const REFRESH_MARGIN_MS = 60_000;

export interface SessionDependencies {
  client: () => ApolloClient;
  bus: Emitter<ShellEvents>;
}

type SessionStore = StoreApi<SessionState>;

/** Maps the Identity answer to the session user the shell hands to every remote. */
export function toSessionUser(customer: NonNullable<IdentityQuery['customer']>): SessionUser {
  return {
    id: String(customer.id ?? ''),
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    email: customer.email,
    phoneNumber: customer.phone_number,
    groupId: customer.group_id,
    wishlistId: customer.wishlist?.id ?? null,
    tier: customer.tier?.code ?? null,
    hasTierUpgrade: customer.has_tier_upgrade ?? false,
    rewardPoints: customer.reward_points?.balance?.points ?? 0,
    storeCredit: customer.store_credit?.current_balance?.value ?? 0,
    sellerCenterUrl: customer.seller_center_url ?? null,
  };
}

/** Attaches the customer to the referral group a pending cookie names, once, best effort. */
async function attachPendingGroup(client: () => ApolloClient): Promise<void> {
  if (browserCookies.read(COOKIES.groupId.name) === null) return;
  const groupId = pendingGroupId();
  if (groupId === null) {
    clearGroupCookie();
    return;
  }
  try {
    // The request carries the signed cookie: the service believes the group only from it.
    await client().mutate({ mutation: AttachCustomerToGroupDocument, variables: { groupId } });
  } catch (error) {
    console.error('Could not attach the customer to the referral group', error);
  } finally {
    clearGroupCookie();
  }
}

/** The signed-in customer as the service sees the current token (null when it sees none). */
async function fetchIdentity(client: () => ApolloClient): Promise<SessionUser | null> {
  await attachPendingGroup(client);
  const result = await client().query({ query: IdentityDocument, fetchPolicy: 'network-only' });
  const customer = result.data?.customer;
  return customer ? toSessionUser(customer) : null;
}

/**
 * Ends the session on this page: revokes the token (best effort), forgets the tokens and the
 * user, empties the data cache and tells every remote why.
 */
async function endSession(
  store: SessionStore,
  client: () => ApolloClient,
  bus: Emitter<ShellEvents>,
  reason: 'user' | 'session-error',
): Promise<void> {
  if (store.getState().user !== null) store.setState({ status: 'ending' });
  if (store.getState().token !== null) {
    try {
      await client().mutate({ mutation: RevokeTokenDocument });
    } catch {
      // Revoking is best effort: the token may already be expired or revoked.
    }
  }
  clearSessionCookies();
  store.setState({ user: null, token: null, status: 'ready', loggedOut: true });
  try {
    await client().resetStore();
  } catch (error) {
    console.warn('The data cache was reset while requests were in flight', error);
  }
  bus.emit('session:logout', { reason });
}

/**
 * The refresh-token half of the session: a timer that exchanges the refresh token shortly before
 * the access token expires (`onExpired` hears that it could not), and the exchange itself.
 */
function createRefresher(
  store: SessionStore,
  client: () => ApolloClient,
  onExpired: () => void,
): { refresh: () => Promise<boolean>; schedule: () => void; cancel: () => void } {
  let refreshing: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function cancel(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function schedule(): void {
    cancel();
    const saved = savedRefresh();
    if (saved.refreshToken === null || saved.expiresAt === null) return;
    const left = saved.expiresAt - Date.now();
    const delay = Math.max(0, left - Math.min(REFRESH_MARGIN_MS, left / 2));
    timer = setTimeout(() => {
      timer = null;
      void refresh().then((ok) => {
        if (!ok && store.getState().token !== null) onExpired();
      });
    }, delay);
  }

  async function exchange(): Promise<boolean> {
    const saved = savedRefresh();
    const held = store.getState().token;
    // Another tab may have refreshed already (the cookies are shared): take its tokens.
    if (
      saved.token !== null &&
      saved.token !== held &&
      saved.expiresAt !== null &&
      saved.expiresAt - Date.now() > REFRESH_MARGIN_MS / 2
    ) {
      store.setState({ token: saved.token });
      schedule();
      return true;
    }
    if (saved.refreshToken === null) return false;
    try {
      const { exchangeRefreshToken } = await import(
        /* webpackChunkName: "session-refresh" */ './refresh-exchange'
      );
      const token = await exchangeRefreshToken(client(), saved.refreshToken);
      if (token === null) return false;
      store.setState({ token });
      schedule();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Exchanges the refresh token for a new session; concurrent callers share one exchange, and
   * tabs take turns (Web Locks, where the browser has them): a refresh token is good once, so two
   * tabs spending the same one would end the session. The second tab adopts the first's tokens.
   */
  function refresh(): Promise<boolean> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    refreshing ??= (
      locks ? locks.request('dukkan-session-refresh', () => exchange()) : exchange()
    ).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return { schedule, cancel, refresh };
}

/**
 * The session: user and token in a small store, cookies, Identity, logout and group attach. The
 * access token lives an hour; the session keeps the refresh token and exchanges it shortly before
 * the access token expires, and once after an authorization error (the request link retries the
 * request with the new token) before it logs out.
 */
export function createSession({ client, bus }: SessionDependencies): Session {
  const initialToken = savedToken();
  const store = createStore<SessionState>(() => ({
    user: null,
    token: initialToken,
    status: initialToken === null ? 'ready' : 'loading',
    loggedOut: false,
  }));
  const { schedule, cancel, refresh } = createRefresher(store, client, () => {
    void logout('session-error');
  });
  let loggingOut: Promise<void> | null = null;

  /** Forgets the tokens and the user (the customer is signed out on this page). */
  function clearTokens(): void {
    clearSessionCookies();
    store.setState({ token: null, user: null, status: 'ready' });
  }

  async function refreshIdentity(): Promise<void> {
    if (store.getState().token === null) return;
    store.setState({ status: 'loading' });
    try {
      const user = await fetchIdentity(client);
      store.setState({ user, status: 'ready' });
    } catch (error) {
      store.setState({ status: 'ready' });
      // A not-authorized answer is silently ignored (spec section 8): the error link has
      // already ended the stale session.
      if (!isNotAuthorizedError(error))
        console.error('Could not fetch the customer identity', error);
    }
  }

  async function login(tokens: AuthTokens): Promise<void> {
    saveSessionCookies(tokens);
    schedule();
    store.setState({ token: tokens.token, status: 'loading' });
    let user: SessionUser | null;
    try {
      user = await fetchIdentity(client);
    } catch (error) {
      clearTokens();
      throw error;
    }
    if (!user) {
      clearTokens();
      throw new Error('No user was authenticated with token');
    }
    store.setState({ user, status: 'ready', loggedOut: false });
    bus.emit('session:login', { user, tokens });
  }

  function logout(reason: 'user' | 'session-error' = 'user'): Promise<void> {
    // Several failing requests may report a session error at once: one logout serves them all.
    if (loggingOut === null) {
      cancel();
      loggingOut = endSession(store, client, bus, reason).finally(() => {
        loggingOut = null;
      });
    }
    return loggingOut;
  }

  async function start(): Promise<void> {
    if (store.getState().token !== null && store.getState().user === null) {
      // A page opened after the access token expired exchanges the refresh token first.
      const saved = savedRefresh();
      if (saved.expiresAt !== null && saved.expiresAt <= Date.now() + REFRESH_MARGIN_MS / 2) {
        if (!(await refresh())) {
          clearSessionCookies();
          store.setState({ token: null, status: 'ready' });
          return;
        }
      } else schedule();
      await refreshIdentity();
    } else store.setState({ status: 'ready' });
  }

  return { store, login, logout, refresh, refreshIdentity, start };
}
