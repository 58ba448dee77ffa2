import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { DeferredAccountDrawer } from './deferred-account-drawer';
import { headerLink } from './menu-styles';
import { ProfileDropdown } from './profile-dropdown';

/**
 * `account/AccountMenu`. Desktop (header): the profile dropdown for a customer, the
 * login-or-register link for a guest. Mobile (mounted once by the default layout): the account
 * drawer opened by the bottom bar's profile tab, whose code loads when it opens (or on idle for a
 * customer); guests get the bar's login link instead.
 */
export function AccountMenu({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation(NS);
  const { session, localePath } = useShell();
  if (variant === 'mobile') return <DeferredAccountDrawer />;
  if (session.isLoggedIn && session.user) return <ProfileDropdown />;
  return (
    <Link to={localePath('/login')} css={headerLink}>
      {t('accountMenu.login')}
    </Link>
  );
}
