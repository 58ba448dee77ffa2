import { css } from '@emotion/react';
import { theme } from '@dukkan/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MOBILE_BAR_HEIGHT, Z } from '../../../shared/constants';
import type { MobileTab } from '../active-tab';
import { MOBILE_MENU_ID, useMobileBar } from '../hooks/use-mobile-bar';
import { TabIcon } from './tab-icons';

const bar = css`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${Z.mobileBar};
  block-size: ${MOBILE_BAR_HEIGHT}px;
  background: #fff;
  border-block-start: 1px solid ${theme.colors.border};
  box-shadow: 0 -2px 8px rgb(0 0 0 / 8%);
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    block-size: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${theme.mq.sm} {
    display: none;
  }
`;

const tab = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  inline-size: 100%;
  block-size: 100%;
  border: none;
  background: transparent;
  color: ${theme.colors.muted};
  font: inherit;
  font-size: 12px;
  text-decoration: none;
  cursor: pointer;
  &[data-active='true'] {
    color: ${theme.colors.brand};
    font-weight: 700;
  }
`;

const badge = css`
  position: absolute;
  inset-block-start: 6px;
  inset-inline-start: calc(50% + 4px);
  min-inline-size: 18px;
  padding-inline: 4px;
  border-radius: 9px;
  background: ${theme.colors.danger.border};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const hidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

function TabContent({ name, label, extra }: { name: MobileTab; label: string; extra?: ReactNode }) {
  return (
    <>
      <TabIcon tab={name} />
      <span>{label}</span>
      {extra}
    </>
  );
}

/**
 * The mobile sticky bar (shell spec section 2): home, categories (opens the mobile menu), cart
 * with its count, deals, and profile (account drawer) or login. The active tab follows the route.
 */
export function MobileBottomBar() {
  const { t } = useTranslation('shell');
  const view = useMobileBar();
  const current = (name: MobileTab) => view.active === name;
  const linkProps = (name: MobileTab) => ({
    css: tab,
    'data-active': current(name),
    'aria-current': current(name) ? ('page' as const) : undefined,
  });
  return (
    <nav css={bar} aria-label={t('mobileBar.label')}>
      <ul>
        <li>
          <Link to={view.localePath('/')} {...linkProps('home')}>
            <TabContent name="home" label={t('mobileBar.home')} />
          </Link>
        </li>
        <li>
          <button
            type="button"
            css={tab}
            data-active={current('categories')}
            aria-expanded={view.isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            onPointerDown={view.prefetchMenu}
            onFocus={view.prefetchMenu}
            onClick={view.toggleMenu}
          >
            <TabContent name="categories" label={t('mobileBar.categories')} />
          </button>
        </li>
        <li>
          <Link to={view.localePath('/cart')} {...linkProps('cart')}>
            <TabContent
              name="cart"
              label={t('mobileBar.cart')}
              extra={
                view.cartCount > 0 ? (
                  <>
                    <span css={badge} aria-hidden="true" data-testid="cart-badge">
                      {view.cartCountText}
                    </span>
                    <span css={hidden}>
                      {t('mobileBar.cartCount', { count: view.cartCountText })}
                    </span>
                  </>
                ) : null
              }
            />
          </Link>
        </li>
        <li>
          <Link to={view.localePath('/deals')} {...linkProps('deals')}>
            <TabContent name="deals" label={t('mobileBar.deals')} />
          </Link>
        </li>
        <li>
          {view.isLoggedIn ? (
            <button
              type="button"
              css={tab}
              data-active={current('account')}
              aria-current={current('account') ? 'page' : undefined}
              aria-expanded={view.isAccountOpen}
              onClick={view.toggleAccount}
            >
              <TabContent name="account" label={t('mobileBar.account')} />
            </button>
          ) : (
            <Link to={view.localePath('/login')} {...linkProps('account')}>
              <TabContent name="account" label={t('mobileBar.login')} />
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
