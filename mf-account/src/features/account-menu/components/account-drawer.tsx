import { useId } from 'react';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Drawer, LOCALES } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { DRAWER_LINKS } from '../account-links';
import { useAccountDrawer } from '../hooks/use-account-drawer';
import { DrawerSummary } from './drawer-summary';
import { menuItem, menuList } from './menu-styles';

const section = (theme: Theme) => css`
  padding-block: ${theme.space.sm};
  border-block-start: 1px solid ${theme.colors.border};
`;

const languages = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space.sm};
  padding-inline: ${theme.space.lg};
  padding-block: ${theme.space.sm};
`;

const languageButton = (theme: Theme) => css`
  min-block-size: ${theme.touchTarget};
  padding-inline: ${theme.space.lg};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandSoft};
    color: ${theme.colors.brandActive};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const label = (theme: Theme) => css`
  margin: 0;
  padding-inline: ${theme.space.lg};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

export interface AccountDrawerProps {
  /** Closes the drawer (its open state lives in the light part, `DeferredAccountDrawer`). */
  close: () => void;
}

/**
 * Mobile: the open account drawer, opened by the profile tab of the bottom bar. Its own chunk,
 * rendered only while open.
 */
export function AccountDrawer({ close }: AccountDrawerProps) {
  const { t } = useTranslation(NS);
  const drawer = useAccountDrawer(close);
  const languageId = useId();
  if (!drawer.user) return null;
  return (
    <Drawer
      open
      onClose={close}
      title={t('accountMenu.drawerTitle')}
      closeLabel={t('accountMenu.close')}
      side="end"
    >
      <DrawerSummary user={drawer.user} greeting={drawer.greeting} />
      <nav css={section} aria-label={t('accountMenu.links')}>
        <ul css={menuList}>
          {DRAWER_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={drawer.localePath(link.path)} css={menuItem} onClick={close}>
                {t(`accountMenu.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div css={section} role="group" aria-labelledby={languageId}>
        <p id={languageId} css={label}>
          {t('accountMenu.language')}
        </p>
        <div css={languages}>
          {LOCALES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              css={languageButton}
              aria-pressed={drawer.locale === code}
              onClick={() => drawer.switchLocale(code)}
            >
              {t(`accountMenu.languageNames.${code}`)}
            </button>
          ))}
        </div>
      </div>
      <div css={section}>
        <button type="button" css={menuItem} onClick={drawer.logout}>
          {t('accountMenu.logout')}
        </button>
      </div>
    </Drawer>
  );
}
