import { useLocation } from 'react-router-dom';
import type { Locale } from '@dukkan/contracts';
import { DEFAULT_LOCALE } from '@dukkan/contracts';
import { localeOfPath } from '../locale-preference';

/** The locale of the current URL; usable outside the ShellContext (error elements). */
export function useRouteLocale(): Locale {
  return localeOfPath(useLocation().pathname) ?? DEFAULT_LOCALE;
}
