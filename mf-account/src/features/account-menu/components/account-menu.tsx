import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { DeferredAccountDrawer } from './deferred-account-drawer';
import { headerLink } from './menu-styles';
import { deferredPart } from '../../../shared/deferred/deferred-part';
import { Chevron } from './chevron';

/**
 * The dropdown (its toggle, panel, links and logout): its own chunk, fetched when a customer's
 * header renders; a guest's page, the login link only, never downloads it (first-load budget).
 */
const profileDropdown = deferredPart(() =>
  import('./profile-dropdown').then((module) => module.ProfileDropdown),
);

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
    const { Part: ProfileDropdown } = profileDropdown;
    // The greeting as it looks, while the dropdown's code arrives: no shift in the header.
    const greeting = (
      <span css={headerLink}>
        {t('accountMenu.greeting', { firstname: session.user.firstname })}
        <Chevron open={false} />
      </span>
    );
    // The seller center "for some users" (shell spec): those the service names (Customer
    // seller_center_url), beside the greeting; the dropdown lists it too.
    return (
      <div css={{ display: 'flex', alignItems: 'center' }}>
        {seller ? (
          <a href={seller} css={headerLink}>
            {t('accountMenu.sellerCenter')}
          </a>
        ) : null}
        <Suspense fallback={greeting}>
          <ProfileDropdown sellerCenterUrl={seller} />
        </Suspense>
      </div>
    );
  }
  return (
    <Link to={localePath('/login')} css={headerLink}>
      {t('accountMenu.login')}
    </Link>
  );
}
