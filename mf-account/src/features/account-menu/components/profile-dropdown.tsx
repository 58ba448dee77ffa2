import { useRef } from 'react';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { WIDE_MENU_LINKS } from '../account-links';
import { useProfileDropdown } from '../hooks/use-profile-dropdown';
import { useTopLayerPanel } from '../hooks/use-top-layer-panel';
import { Chevron } from './chevron';
import { headerLink, menuItem, menuList } from './menu-styles';

const wrapper = css`
  position: relative;
`;

const panel = (theme: Theme) => css`
  position: absolute;
  inset-block-start: calc(100% + ${theme.space.xs});
  inset-inline-end: 0;
  z-index: ${theme.zIndex.dropdown};
  min-inline-size: 220px;
  padding-block: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.md};
  color: ${theme.colors.text};
  &:popover-open {
    position: fixed;
    inset: auto;
    margin: 0;
  }
`;

const separator = (theme: Theme) => css`
  margin-block: ${theme.space.xs};
  border-block-start: 1px solid ${theme.colors.border};
`;

/** Desktop: "Hello, {firstname}" toggling the profile dropdown (overview, orders, wishlist, installments, the seller center for a seller, logout). */
export function ProfileDropdown({ sellerCenterUrl }: { sellerCenterUrl?: string | null }) {
  const { t } = useTranslation(NS);
  const container = useRef<HTMLDivElement | null>(null);
  const toggleButton = useRef<HTMLButtonElement | null>(null);
  const panelElement = useRef<HTMLElement | null>(null);
  const menu = useProfileDropdown({ container, toggleButton });
  useTopLayerPanel(menu.isOpen, toggleButton, panelElement);
  return (
    <div css={wrapper} ref={container}>
      <button
        ref={toggleButton}
        type="button"
        css={headerLink}
        aria-expanded={menu.isOpen}
        aria-controls={menu.panelId}
        onClick={menu.toggle}
      >
        {t('accountMenu.greeting', { firstname: menu.firstname })}
        <Chevron open={menu.isOpen} />
      </button>
      <nav
        ref={panelElement}
        id={menu.panelId}
        css={panel}
        popover="manual"
        hidden={!menu.isOpen}
        aria-label={t('accountMenu.menuLabel')}
      >
        <ul css={menuList}>
          {WIDE_MENU_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={menu.localePath(link.path)} css={menuItem} onClick={menu.close}>
                {t(`accountMenu.${link.key}`)}
              </Link>
            </li>
          ))}
          {sellerCenterUrl ? (
            <li>
              <a href={sellerCenterUrl} css={menuItem}>
                {t('accountMenu.sellerCenter')}
              </a>
            </li>
          ) : null}
          <li css={separator}>
            <button type="button" css={menuItem} onClick={menu.logout}>
              {t('accountMenu.logout')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
