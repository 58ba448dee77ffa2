import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { areaLink, linkGrid } from './overview-styles';

/** Every page of the customer area (shell spec section 2), linked from the overview. */
export const AREA_LINKS = [
  { key: 'orders', path: '/account/orders' },
  { key: 'wishlist', path: '/account/wishlist' },
  { key: 'vouchers', path: '/account/my-vouchers' },
  { key: 'savedCards', path: '/account/saved-cards' },
  { key: 'addresses', path: '/account/addresses' },
  { key: 'profile', path: '/account/edit' },
  { key: 'email', path: '/account/edit/email' },
  { key: 'password', path: '/account/edit/password' },
] as const;

/** The overview's navigation to the area pages. */
export function AreaLinks() {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  return (
    <nav aria-labelledby="account-areas">
      <h2 id="account-areas" css={{ fontSize: 18, marginBlock: '0 8px' }}>
        {t('overview.areas')}
      </h2>
      <ul css={linkGrid}>
        {AREA_LINKS.map((link) => (
          <li key={link.key}>
            <Link css={areaLink} to={localePath(link.path)}>
              {t(`overview.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
