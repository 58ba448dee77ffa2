import { greetingOf, useShell } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { useLogout } from './use-logout';

/**
 * The open mobile account drawer's actions (shell spec section 2): the greeting, the language
 * switch and logout, each closing the drawer first (`close`, from the drawer's open state).
 */
export function useAccountDrawer(close: () => void) {
  const { session, locale, localePath, switchLocale } = useShell();
  const logout = useLogout(close);
  return {
    user: session.user,
    greeting: greetingOf(new Date()),
    locale,
    localePath,
    switchLocale: (next: Locale) => {
      close();
      switchLocale(next);
    },
    logout: () => void logout(),
  };
}
