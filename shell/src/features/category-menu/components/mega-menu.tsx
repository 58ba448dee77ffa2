import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { SerializedStyles } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LAYOUT, useShell } from '@dukkan/contracts';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { categoryPath, childrenOf } from '../../../shared/categories/category-links';
import type { MenuCategory } from '../../../shared/categories/category-links';
import { useCategoryMenu } from '../../../shared/categories/use-category-menu';
import { useMegaMenu } from '../hooks/use-mega-menu';
import { MegaMenuPanel, PANEL_ID } from './mega-menu-panel';
import * as styles from './mega-menu-styles';

type MenuState = ReturnType<typeof useMegaMenu>;

/** A top category on the bar: pointing at one with children opens its panel. */
function categoryItem(category: MenuCategory, menu: MenuState, to: string) {
  const hasChildren = childrenOf(category).length > 0;
  const highlight = () => menu.highlight(hasChildren ? category.uid : null);
  return (
    <li key={category.uid}>
      <Link
        css={styles.barItem}
        to={to}
        aria-expanded={hasChildren ? menu.activeUid === category.uid && !menu.isAllOpen : undefined}
        aria-controls={hasChildren ? PANEL_ID : undefined}
        onMouseEnter={highlight}
        onFocus={highlight}
      >
        {category.name}
      </Link>
    </li>
  );
}

/** A bar link with no panel (brands, deals): pointing at it closes the open one. */
function plainItem(style: SerializedStyles, to: string, label: string, menu: MenuState) {
  return (
    <li>
      <Link css={style} to={to} onMouseEnter={menu.reset} onFocus={menu.reset}>
        {label}
      </Link>
    </li>
  );
}

/**
 * The desktop category mega menu (shell spec section 2): all-categories button, the first 5
 * menu categories, brands and a highlighted deals link. Hover or focus on a category with
 * children opens its subcategories, shop-all and offer card over a dim overlay; ArrowDown
 * moves into the panel and Escape closes it.
 */
export function MegaMenu() {
  const { t } = useTranslation('shell');
  const { localePath } = useShell();
  // Phones never see the bar (its styles hide it below the desktop breakpoint): it asks for the
  // categories only on a wide screen (issue 14: on a phone's first load that answer and its
  // cache write were work nobody saw; the mobile menu asks when idle or opened).
  const wide = useMediaQuery(`(min-width: ${LAYOUT.breakpoints.md}px)`);
  const { categories, barCategories } = useCategoryMenu(wide);
  const menu = useMegaMenu();
  const panelRef = useRef<HTMLDivElement>(null);
  const active =
    categories.find((category) => category.uid === menu.activeUid) ??
    (menu.isAllOpen ? categories[0] : undefined);
  const showPanel = menu.isAllOpen || childrenOf(active).length > 0;

  /** Escape closes the open menu; ArrowDown moves focus to the panel's first link. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menu.isOpen) {
      menu.reset();
      return;
    }
    if (event.key === 'ArrowDown' && showPanel) {
      const first = panelRef.current?.querySelector<HTMLAnchorElement>('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <>
      <nav
        css={styles.nav}
        aria-label={t('menu.label')}
        onMouseLeave={menu.reset}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Keyboard focus leaving the menu closes it, as the mouse leaving does.
          if (!event.currentTarget.contains(event.relatedTarget)) menu.reset();
        }}
      >
        <div css={styles.bar}>
          <button
            type="button"
            css={styles.allButton}
            aria-expanded={menu.isAllOpen}
            aria-controls={PANEL_ID}
            onClick={menu.toggleAll}
          >
            <span aria-hidden="true">☰</span>
            {t('menu.allCategories')}
          </button>
          <ul>
            {barCategories.map((category) =>
              categoryItem(category, menu, localePath(categoryPath(category, true))),
            )}
            {plainItem(styles.barItem, localePath('/brands'), t('menu.brands'), menu)}
            {plainItem(styles.deals, localePath('/deals'), t('menu.deals'), menu)}
          </ul>
        </div>
        {showPanel ? (
          <MegaMenuPanel
            categories={categories}
            active={active}
            showAll={menu.isAllOpen}
            onHighlight={menu.highlight}
            panelRef={panelRef}
          />
        ) : null}
      </nav>
      {showPanel ? (
        <div
          css={styles.overlay}
          aria-hidden="true"
          data-testid="mega-menu-overlay"
          onClick={menu.reset}
        />
      ) : null}
    </>
  );
}
