import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import type { MenuCategory } from '../../../shared/categories/category-links';
import { categoryPath, childrenOf, offerOf } from '../../../shared/categories/category-links';
import * as styles from './mega-menu-styles';

export const PANEL_ID = 'mega-menu-panel';

interface PanelProps {
  categories: readonly MenuCategory[];
  /** The highlighted category, whose subcategories and offer are shown. */
  active: MenuCategory | undefined;
  /** The all-categories list is shown beside the subcategories. */
  showAll: boolean;
  onHighlight: (uid: string) => void;
  panelRef: RefObject<HTMLDivElement | null>;
}

function OfferCard({ category }: { category: MenuCategory }) {
  const { localePath } = useShell();
  const offer = offerOf(category);
  if (!offer) return null;
  const external = /^https?:\/\//.test(offer.href);
  return (
    <aside css={styles.offerCard} aria-label={offer.title}>
      <h3>{offer.title}</h3>
      {offer.description ? <p>{offer.description}</p> : null}
      {external ? (
        <a href={offer.href} target="_blank" rel="noopener noreferrer">
          {offer.cta ?? offer.title}
        </a>
      ) : (
        <Link to={localePath(offer.href)}>{offer.cta ?? offer.title}</Link>
      )}
    </aside>
  );
}

/** The open mega menu: optional list of all categories, the subcategories, shop-all, offer. */
export function MegaMenuPanel({ categories, active, showAll, onHighlight, panelRef }: PanelProps) {
  const { t } = useTranslation('shell');
  const { localePath } = useShell();
  const subcategories = childrenOf(active);
  return (
    <div id={PANEL_ID} ref={panelRef} css={styles.panel}>
      {showAll ? (
        <ul css={styles.sideList} aria-label={t('menu.allCategories')}>
          {categories.map((category) => (
            <li key={category.uid}>
              <Link
                to={localePath(categoryPath(category, true))}
                aria-current={category.uid === active?.uid ? 'true' : undefined}
                onMouseEnter={() => onHighlight(category.uid)}
                onFocus={() => onHighlight(category.uid)}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {active && subcategories.length > 0 ? (
        <div css={styles.children}>
          <h2>{active.name}</h2>
          <ul aria-label={t('menu.subcategoriesOf', { name: active.name })}>
            {subcategories.map((child) => (
              <li key={child.uid}>
                <Link to={localePath(categoryPath(child, false))}>{child.name}</Link>
              </li>
            ))}
          </ul>
          <Link css={styles.shopAll} to={localePath(categoryPath(active, true))}>
            {t('menu.shopAll', { name: active.name })}
          </Link>
        </div>
      ) : null}
      {active ? <OfferCard category={active} /> : null}
    </div>
  );
}
