import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Emitter } from 'mitt';
import type { AnalyticsApi } from './analytics';
import type { ShellEvents } from './events';
import type { Locale } from './locale';
import type { ModuleId, ModuleProps } from './modules';
import type { AuthTokens, SessionUser, StoreChoice } from './types/domain';

/** Alert (toast) types: the four of the shell spec plus the cart's green and error. */
export type AlertType = 'success' | 'danger' | 'info' | 'warning' | 'green' | 'error';

export interface Alert {
  id: string;
  type: AlertType;
  /** Already translated text. */
  message: string;
  title?: string;
  /** Optional call to action rendered as a link inside the alert. */
  action?: { label: string; to: string };
  /**
   * Keeps the alert through the next route change (it still goes after its lifetime). For the
   * outcome of an action that itself navigates, such as the cart merge at login (the login page
   * then returns to the referrer) or the logged-out notice (logout leaves account pages): the
   * route change would otherwise clear the notice before the shopper sees it.
   */
  keepOnRouteChange?: boolean;
}

/** Modal dialog variants (shell spec section 2). Any other variant is refused. */
export const DIALOG_VARIANTS = [
  'primary',
  'verify-otp',
  'secondary',
  'warn',
  'bottom',
  'info',
  'address-selector',
  'history-points',
  'loyalty-upgrade',
  'cvc',
  'side',
] as const;
export type DialogVariant = (typeof DIALOG_VARIANTS)[number];

export interface SessionApi {
  /** The signed-in customer, or null for a guest. */
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** Bearer token for the authorization policy; null for a guest. */
  token: string | null;
  /** Stores the tokens, fetches the identity and emits `session:login`. */
  login: (tokens: AuthTokens) => Promise<void>;
  /** Revokes the token, removes the cart cookie, clears the user, emits `session:logout`. */
  logout: (reason?: 'user' | 'session-error') => Promise<void>;
  /** Fetches the identity again from the network. */
  refreshIdentity: () => Promise<void>;
}

export interface StoreApi {
  /** The saved delivery area, or null when none is saved yet. */
  choice: StoreChoice | null;
  /** Stock source code sent with every query (`default` when no choice is saved). */
  source: string;
  setChoice: (choice: StoreChoice | null) => void;
}

export interface AlertsApi {
  items: readonly Alert[];
  /** Adds an alert; it is removed after the alert lifetime. Returns its id. */
  push: (alert: Omit<Alert, 'id'>) => string;
  dismiss: (id: string) => void;
}

export interface DialogsApi {
  /** Id of the open dialog (a fragment or shell dialog name), or null. */
  openId: string | null;
  /** Variant of the open dialog, when one was given. */
  variant: DialogVariant | null;
  /** Opens a dialog; a variant outside `DIALOG_VARIANTS` is refused (not opened). */
  open: (id: string, variant?: DialogVariant) => void;
  close: (id?: string) => void;
  isOpen: (id: string) => boolean;
}

/** Props of the shell's `Fragment`: a module id and exactly that module's props. */
export type FragmentProps<K extends ModuleId> = {
  module: K;
  props: ModuleProps[K];
  /** Shown while the remote loads (defaults to a skeleton sized by the shell). */
  loading?: ReactNode;
};

export type FragmentComponent = <K extends ModuleId>(props: FragmentProps<K>) => ReactNode;

/** What the shell hands every remote. Instances are created by the shell, never here. */
export interface ShellContextValue {
  bus: Emitter<ShellEvents>;
  locale: Locale;
  /** Prefixes an internal path with the current locale. */
  localePath: (path: string) => string;
  /** Switches language, keeping the current path, and remembers it in cookie i18n_locale. */
  switchLocale: (locale: Locale) => void;
  session: SessionApi;
  store: StoreApi;
  alerts: AlertsApi;
  dialogs: DialogsApi;
  /** Analytics events (GA4 names and shapes), pushed by the shell to `window.dataLayer`. */
  analytics: AnalyticsApi;
  /** Renders another team's module by id, behind Suspense and an error boundary. */
  Fragment: FragmentComponent;
}

/**
 * The context object. It is shared as a singleton module by Module Federation, so the shell's
 * provider and every remote's `useShell()` meet on the same object.
 */
export const ShellContext = createContext<ShellContextValue | null>(null);
ShellContext.displayName = 'ShellContext';

/** Reads the ShellContext; throws when rendered outside the shell or a dev harness. */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) {
    throw new Error('useShell() must be used inside the shell or a remote dev harness');
  }
  return value;
}

/** A module's default export, typed by its props (used by the contract type tests). */
export type ModuleComponent<K extends ModuleId> = ComponentType<ModuleProps[K]>;
