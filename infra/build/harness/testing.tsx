// Test helper for the remotes: renders a component inside a memory router and a real
// harness ShellContext and the shell's theme, so tests exercise what the dev harness provides.
import { useEffect, useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ThemeProvider } from '@emotion/react';
import mitt from 'mitt';
import type { Emitter } from 'mitt';
import { theme } from '@dukkan/contracts';
import type { Locale, SessionUser, ShellEvents, StoreChoice } from '@dukkan/contracts';
import { createFragment } from './fragment';
import type { ModuleLoaders } from './fragment';
import { initHarnessI18n } from './i18n';
import { HarnessShellProvider } from './shell-value';
import type { HarnessShellOptions } from './shell-value';
import { createHarnessStore } from './state';
import type { HarnessStore } from './state';

export interface ShellTestOptions {
  locale?: Locale;
  /** Initial URL; defaults to the locale root. */
  path?: string;
  user?: SessionUser | null;
  choice?: StoreChoice | null;
  /** The remote's own modules, rendered for real by `Fragment`. */
  modules?: ModuleLoaders;
}

export interface ShellTestResult extends RenderResult {
  store: HarnessStore;
  bus: Emitter<ShellEvents>;
  /** Path and query of the memory router's current location. */
  currentPath(): string;
}

/** A signed-in customer for tests; every field can be overridden. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '1',
    firstname: 'Mona',
    lastname: 'Adel',
    email: null,
    phoneNumber: null,
    groupId: null,
    wishlistId: null,
    tier: null,
    hasTierUpgrade: false,
    rewardPoints: 0,
    storeCredit: 0,
    ...overrides,
  };
}

export async function renderWithShell(
  ui: ReactElement,
  options: ShellTestOptions = {},
): Promise<ShellTestResult> {
  const locale = options.locale ?? 'en';
  await initHarnessI18n(locale);
  const store = createHarnessStore({ user: options.user ?? null, choice: options.choice ?? null });
  const bus = mitt<ShellEvents>();
  const Fragment = createFragment(options.modules ?? {});
  const location = { current: options.path ?? `/${locale}` };

  function Bridge({ children }: { children: ReactNode }) {
    const navigate = useNavigate();
    const here = useLocation();
    useEffect(() => {
      location.current = `${here.pathname}${here.search}`;
    }, [here]);
    const shellOptions = useMemo<HarnessShellOptions>(
      () => ({
        locale,
        store,
        bus,
        Fragment,
        navigate: (path) => void navigate(path),
        currentPath: () => location.current,
      }),
      [navigate],
    );
    return (
      <ThemeProvider theme={theme}>
        <HarnessShellProvider options={shellOptions}>{children}</HarnessShellProvider>
      </ThemeProvider>
    );
  }

  const result = render(
    <MemoryRouter initialEntries={[location.current]}>
      <Bridge>{ui}</Bridge>
    </MemoryRouter>,
  );
  return { ...result, store, bus, currentPath: () => location.current };
}
