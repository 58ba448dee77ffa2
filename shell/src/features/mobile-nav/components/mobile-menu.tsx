import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Drawer, useShell, theme } from '@dukkan/contracts';
import { categoryPath } from '../../../shared/categories/category-links';
import { useCategoryMenu } from '../../../shared/categories/use-category-menu';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { MOBILE_MENU_ID } from '../hooks/use-mobile-bar';

const sections = css`
  h3 {
    margin: 0;
    padding: 16px 0 4px;
    color: ${theme.colors.muted};
    font-size: 14px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li > a {
    display: block;
    padding-block: 12px;
    color: ${theme.colors.text};
    text-decoration: none;
  }
`;

const language = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-block: 12px;
  border-block-start: 1px solid ${theme.colors.border};
`;

const ACCOUNT_LINKS = [
  { key: 'addressBook', path: '/account/addresses' },
  { key: 'accountSettings', path: '/account/edit' },
  { key: 'savedCards', path: '/account/saved-cards' },
] as const;

/**
 * The mobile menu (shell spec section 2): categories, brands, partners, address book, account settings,
 * saved cards and language, in the design system's drawer (from the start edge; focus kept
 * inside and returned, Escape, close button and dim layer close it) and closed on navigation.
 */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const { localePath } = useShell();
  const { isOpen, close } = useMobileMenu();
  // Asked for when the menu opens (its button asks ahead on pointer or focus), not with the page.
  const { categories } = useCategoryMenu(isOpen);
  return (
    <Drawer
      open={isOpen}
      onClose={close}
      side="start"
      title={t('mobileMenu.title')}
      closeLabel={t('mobileMenu.close')}
    >
      <nav id={MOBILE_MENU_ID} css={sections} aria-labelledby="mobile-menu-categories">
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
          <li>
            <Link to={localePath('/partners')}>{t('mobileMenu.partners')}</Link>
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
    </Drawer>
  );
}
