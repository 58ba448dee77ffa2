import { Navigate, useLocation } from 'react-router-dom';
import { withLocale } from '@dukkan/contracts';
import { preferredLocale } from '../../../shared/locale-preference';

/** `/` goes to the locale in cookie i18n_locale, else `en`. */
export function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`/${preferredLocale()}${search}${hash}`} replace />;
}

/** A path without a locale prefix (`/cart`) goes to the same path under the preferred locale. */
export function LocalelessRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${withLocale(preferredLocale(), pathname)}${search}${hash}`} replace />;
}
