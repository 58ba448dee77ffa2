import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { DeferredAccountDrawer } from './deferred-account-drawer';
import { headerLink } from './menu-styles';
import { ProfileDropdown } from './profile-dropdown';

/**
 * `account/AccountMenu`. Desktop (header): the profile dropdown for a customer (with the seller
 * center link beside it for a customer the service names a seller), the
 * login-or-register link for a guest. Mobile (mounted once by the default layout): the account
 * drawer opened by the bottom bar's profile tab, whose code loads when it opens (or on idle for a
 * customer); guests get the bar's login link instead.
 */
export function AccountMenu({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation(NS);
  const { session, localePath } = useShell();
  if (variant === 'mobile') return <DeferredAccountDrawer />;
  if (session.isLoggedIn && session.user) {
    const seller = session.user.sellerCenterUrl;
    // The seller center "for some users" (shell spec): those the service names (Customer
    // seller_center_url), beside the greeting; the dropdown lists it too.
    if (!seller) return <ProfileDropdown />;
    return (
      <div css={{ display: 'flex', alignItems: 'center' }}>
        <a href={seller} css={headerLink}>
          {t('accountMenu.sellerCenter')}
        </a>
        <ProfileDropdown sellerCenterUrl={seller} />
      </div>
    );
  }
  return (
    <Link to={localePath('/login')} css={headerLink}>
      {t('accountMenu.login')}
    </Link>
  );
}
