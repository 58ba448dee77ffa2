import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { ApolloClient } from '@apollo/client';
import type { Emitter } from 'mitt';
import type { AuthTokens, SessionApi, SessionUser, ShellEvents } from '@dukkan/contracts';
import { COOKIES, isNotAuthorizedError } from '@dukkan/contracts';
import { readCookie } from '../../shared/cookies';
import type { IdentityData } from './graphql/identity.graphql';
import { IDENTITY_QUERY } from './graphql/identity.graphql';
import { ATTACH_CUSTOMER_GROUP_MUTATION, REVOKE_TOKEN_MUTATION } from './graphql/session-mutations.graphql';
import { clearGroupCookie, clearSessionCookies, pendingGroupId, saveSessionCookies, savedToken } from './session-cookies';

export interface SessionState {
  /** The signed-in customer; a user is logged in when a user record is held. */
  user: SessionUser | null;
  /** Bearer token sent to operations the authorization policy names. */
  token: string | null;
  /**
   * `loading` while the identity of a saved session is fetched (guards wait for it); `ending`
   * from the start of a logout until the user is cleared (pages that need a session are left
   * first, so the auth guard does not send the visitor to login).
   */
  status: 'loading' | 'ready' | 'ending';
  /** True once the customer logged out on this page (until the next login). */
  loggedOut: boolean;
}

export interface SessionDependencies {
  client: () => ApolloClient;
  bus: Emitter<ShellEvents>;
}

/** Maps the Identity answer to the session user the shell hands to every remote. */
export function toSessionUser(customer: NonNullable<IdentityData['customer']>): SessionUser {
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
  };
}

export interface Session {
  store: StoreApi<SessionState>;
  /** The SessionApi methods (state fields are read from `store`). */
  login: SessionApi['login'];
  logout: SessionApi['logout'];
  refreshIdentity: SessionApi['refreshIdentity'];
  /** Page start: fetches the identity when a secured-session cookie exists and no user is held. */
  start(): Promise<void>;
}

/** The session: user and token in a small store, cookies, Identity, logout and group attach. */
export function createSession({ client, bus }: SessionDependencies): Session {
  const initialToken = savedToken();
  const store = createStore<SessionState>(() => ({
    user: null,
    token: initialToken,
    status: initialToken === null ? 'ready' : 'loading',
    loggedOut: false,
  }));
  let loggingOut: Promise<void> | null = null;

  async function attachPendingGroup(): Promise<void> {
    if (readCookie(COOKIES.groupId.name) === null) return;
    const groupId = pendingGroupId();
    clearGroupCookie();
    if (groupId === null) return;
    try {
      await client().mutate({ mutation: ATTACH_CUSTOMER_GROUP_MUTATION, variables: { groupId } });
    } catch (error) {
      console.error('Could not attach the customer to the referral group', error);
    }
  }

  async function fetchIdentity(): Promise<SessionUser | null> {
    await attachPendingGroup();
    const result = await client().query<IdentityData>({ query: IDENTITY_QUERY, fetchPolicy: 'network-only' });
    const customer = result.data?.customer;
    return customer ? toSessionUser(customer) : null;
  }

  async function refreshIdentity(): Promise<void> {
    if (store.getState().token === null) return;
    store.setState({ status: 'loading' });
    try {
      const user = await fetchIdentity();
      store.setState({ user, status: 'ready' });
    } catch (error) {
      store.setState({ status: 'ready' });
      // A not-authorized answer is silently ignored (spec section 8): the error link has
      // already ended the stale session.
      if (!isNotAuthorizedError(error)) console.error('Could not fetch the customer identity', error);
    }
  }

  async function login(tokens: AuthTokens): Promise<void> {
    saveSessionCookies(tokens);
    store.setState({ token: tokens.token, status: 'loading' });
    let user: SessionUser | null;
    try {
      user = await fetchIdentity();
    } catch (error) {
      clearSessionCookies();
      store.setState({ token: null, user: null, status: 'ready' });
      throw error;
    }
    if (!user) {
      clearSessionCookies();
      store.setState({ token: null, user: null, status: 'ready' });
      throw new Error('No user was authenticated with token');
    }
    store.setState({ user, status: 'ready', loggedOut: false });
    bus.emit('session:login', { user, tokens });
  }

  async function endSession(reason: 'user' | 'session-error'): Promise<void> {
    if (store.getState().user !== null) store.setState({ status: 'ending' });
    if (store.getState().token !== null) {
      try {
        await client().mutate({ mutation: REVOKE_TOKEN_MUTATION });
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

  function logout(reason: 'user' | 'session-error' = 'user'): Promise<void> {
    // Several failing requests may report a session error at once: one logout serves them all.
    loggingOut ??= endSession(reason).finally(() => {
      loggingOut = null;
    });
    return loggingOut;
  }

  async function start(): Promise<void> {
    if (store.getState().token !== null && store.getState().user === null) await refreshIdentity();
    else store.setState({ status: 'ready' });
  }

  return { store, login, logout, refreshIdentity, start };
}
