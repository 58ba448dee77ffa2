import { createStore } from 'zustand/vanilla';
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
  savedToken,
} from './session-cookies';

export interface SessionDependencies {
  client: () => ApolloClient;
  bus: Emitter<ShellEvents>;
}

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
  };
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
    if (browserCookies.read(COOKIES.groupId.name) === null) return;
    const groupId = pendingGroupId();
    clearGroupCookie();
    if (groupId === null) return;
    try {
      await client().mutate({ mutation: AttachCustomerToGroupDocument, variables: { groupId } });
    } catch (error) {
      console.error('Could not attach the customer to the referral group', error);
    }
  }

  async function fetchIdentity(): Promise<SessionUser | null> {
    await attachPendingGroup();
    const result = await client().query({
      query: IdentityDocument,
      fetchPolicy: 'network-only',
    });
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
      if (!isNotAuthorizedError(error))
        console.error('Could not fetch the customer identity', error);
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
