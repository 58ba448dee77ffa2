import type { StoreApi } from 'zustand/vanilla';
import type { SessionApi, SessionUser } from '@dukkan/contracts';

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

/**
 * The session service the shell's features read (the guards, the logout redirect): its state
 * in a small store and the SessionApi methods. `features/session` implements it.
 */
export interface Session {
  store: StoreApi<SessionState>;
  /** The SessionApi methods (state fields are read from `store`). */
  login: SessionApi['login'];
  logout: SessionApi['logout'];
  refreshIdentity: SessionApi['refreshIdentity'];
  /** Exchanges the refresh token for a new access token; false when the session cannot go on. */
  refresh(): Promise<boolean>;
  /** Page start: fetches the identity when a secured-session cookie exists and no user is held. */
  start(): Promise<void>;
}
