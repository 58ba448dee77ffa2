import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { categoryPath } from '../../category-menu/category-links';
import { useCategoryMenu } from '../../category-menu/hooks/use-category-menu';
import { COLORS, Z } from '../../layout/constants';
import { LanguageSwitch } from '../../layout/components/language-switch';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { MOBILE_MENU_ID } from '../hooks/use-mobile-bar';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: ${Z.overlay};
  background: ${COLORS.overlay};
`;

const drawer = css`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${Z.drawer};
  display: flex;
  flex-direction: column;
  inline-size: min(320px, 85vw);
  overflow-y: auto;
  background: #fff;
  box-shadow: 0 0 24px rgb(0 0 0 / 20%);
  > div:first-of-type {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 12px 16px;
    border-block-end: 1px solid ${COLORS.border};
  }
  h2,
  h3 {
    margin: 0;
    font-size: 18px;
  }
  h3 {
    padding: 16px 16px 4px;
    color: ${COLORS.muted};
    font-size: 14px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li > a {
    display: block;
    padding: 12px 16px;
    color: ${COLORS.text};
    text-decoration: none;
  }
`;

const closeButton = css`
  padding: 4px 10px;
  border: none;
  background: transparent;
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
`;

const language = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-block-start: 1px solid ${COLORS.border};
`;

const ACCOUNT_LINKS = [
  { key: 'addressBook', path: '/account/addresses' },
  { key: 'accountSettings', path: '/account/edit' },
  { key: 'savedCards', path: '/account/saved-cards' },
] as const;

/**
 * The mobile menu (shell spec section 2): categories, brands, address book, account settings,
 * saved cards and language. A side dialog: locks page scroll, closes on Escape, on the close
 * button, on the backdrop and on navigation; focus moves in and back to the opener.
 */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const { localePath } = useShell();
  const { isOpen, close } = useMobileMenu();
  const { categories } = useCategoryMenu();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isOpen) closeRef.current?.focus();
  }, [isOpen]);
  if (!isOpen) return null;
  return (
    <>
      <div css={backdrop} aria-hidden="true" onClick={close} />
      <div
        id={MOBILE_MENU_ID}
        css={drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <div>
          <h2 id="mobile-menu-title">{t('mobileMenu.title')}</h2>
          <button
            ref={closeRef}
            type="button"
            css={closeButton}
            aria-label={t('mobileMenu.close')}
            onClick={close}
          >
            ×
          </button>
        </div>
        <nav aria-labelledby="mobile-menu-categories">
          <h3 id="mobile-menu-categories">{t('mobileMenu.categories')}</h3>
          <ul>
            {categories.map((category) => (
              <li key={category.uid}>
                <Link to={localePath(categoryPath(category, true))}>{category.name}</Link>
              </li>
            ))}
            <li>
              <Link to={localePath('/brands')}>{t('mobileMenu.brands')}</Link>
            </li>
          </ul>
          <h3>{t('mobileMenu.accountSettings')}</h3>
          <ul>
            {ACCOUNT_LINKS.map((item) => (
              <li key={item.key}>
                <Link to={localePath(item.path)}>{t(`mobileMenu.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div css={language}>
          <span>{t('mobileMenu.language')}</span>
          <LanguageSwitch />
        </div>
      </div>
    </>
  );
}
