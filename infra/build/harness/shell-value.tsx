// A real ShellContext value for a remote running alone or in tests: mitt bus, locale from the
// URL, in-memory session, store choice, alerts and dialogs, and a Fragment for module ids.
import { useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import {
  COOKIES,
  DIALOG_VARIANTS,
  REGION,
  ShellContext,
  TIMINGS,
  createDataLayerAnalytics,
  withLocale,
} from '@dukkan/contracts';
import type {
  Alert,
  AuthTokens,
  FragmentComponent,
  Locale,
  SessionUser,
  ShellContextValue,
  ShellEvents,
} from '@dukkan/contracts';
import type { Emitter } from 'mitt';
import type { HarnessState, HarnessStore } from './state';

export interface HarnessShellOptions {
  locale: Locale;
  store: HarnessStore;
  bus: Emitter<ShellEvents>;
  Fragment: FragmentComponent;
  /** Router navigation (react-router's navigate in the harness, a memory router in tests). */
  navigate: (path: string) => void;
  /** The current path with its locale prefix, for the language switch. */
  currentPath: () => string;
  /** Fetches the signed-in customer for a token; without it `login` keeps the user unknown. */
  loadIdentity?: (tokens: AuthTokens) => Promise<SessionUser | null>;
}

let alertCounter = 0;

/** As in the shell: events go to `window.dataLayer`, where tests can read them. */
const harnessAnalytics = createDataLayerAnalytics();

/** Builds the context value from the current harness state. */
export function buildShellValue(
  state: HarnessState,
  options: HarnessShellOptions,
): ShellContextValue {
  const { locale, store, bus, navigate, loadIdentity } = options;

  async function refreshIdentity(): Promise<void> {
    const tokens = store.get().tokens;
    if (!tokens) {
      store.set({ user: null });
      return;
    }
    if (!loadIdentity) throw new Error('The harness was started without an identity loader');
    store.set({ user: await loadIdentity(tokens) });
  }

  return {
    bus,
    locale,
    localePath: (path) => withLocale(locale, path),
    switchLocale(next) {
      document.cookie = `${COOKIES.locale.name}=${next}; path=/; max-age=${COOKIES.locale.maxAgeSeconds}`;
      navigate(withLocale(next, options.currentPath()));
    },
    session: {
      user: state.user,
      isLoggedIn: state.user !== null,
      token: state.tokens?.token ?? null,
      async login(tokens) {
        store.set({ tokens });
        await refreshIdentity();
        const user = store.get().user;
        if (user) bus.emit('session:login', { user, tokens });
      },
      logout(reason = 'user') {
        store.set({ user: null, tokens: null });
        bus.emit('session:logout', { reason });
        return Promise.resolve();
      },
      refreshIdentity,
    },
    store: {
      choice: state.choice,
      source: state.choice?.defaultOrderSource ?? REGION.defaultStoreSource,
      setChoice(choice) {
        store.set({ choice });
        bus.emit('store:changed', { choice });
      },
    },
    alerts: {
      items: state.alerts,
      push(alert) {
        alertCounter += 1;
        const id = `harness-alert-${alertCounter}`;
        const item: Alert = { ...alert, id };
        store.set({ alerts: [...store.get().alerts, item] });
        setTimeout(
          () => store.set({ alerts: store.get().alerts.filter((a) => a.id !== id) }),
          TIMINGS.alertLifetimeMs,
        );
        return id;
      },
      dismiss(id) {
        store.set({ alerts: store.get().alerts.filter((a) => a.id !== id) });
      },
    },
    dialogs: {
      openId: state.openDialog,
      variant: state.dialogVariant,
      open(id, variant = 'primary') {
        // Same rule as the shell: a variant outside the spec's list is refused.
        if (!DIALOG_VARIANTS.includes(variant)) {
          console.error(`Dialog "${id}" refused: "${String(variant)}" is not a dialog variant`);
          return;
        }
        store.set({ openDialog: id, dialogVariant: variant });
      },
      close(id) {
        if (id === undefined || store.get().openDialog === id)
          store.set({ openDialog: null, dialogVariant: null });
      },
      isOpen: (id) => state.openDialog === id,
    },
    analytics: harnessAnalytics,
    Fragment: options.Fragment,
  };
}

/** Provides the ShellContext, re-rendering consumers when the harness state changes. */
export function HarnessShellProvider({
  options,
  children,
}: {
  options: HarnessShellOptions;
  children: ReactNode;
}) {
  const state = useSyncExternalStore(options.store.subscribe, options.store.get, options.store.get);
  const value = useMemo(() => buildShellValue(state, options), [state, options]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
