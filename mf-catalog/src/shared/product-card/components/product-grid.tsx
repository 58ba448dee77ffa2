import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { GRID_SKELETON_CARDS, GridSkeleton } from '../../components/grid-skeleton';
import { useListAnalytics } from '../hooks/use-list-analytics';
import { useRevealedCount } from '../hooks/use-revealed-count';
import type { ProductListName } from '../hooks/use-list-analytics';
import { ProductCard } from './product-card';
import type { CardProduct } from '../../product-data/to-product-summary';

/** One row of cards scrolled sideways: about two cards on a phone, four on a large screen. */
const strip = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(150px, 45%)',
  gap: 12,
  listStyle: 'none',
  padding: 0,
  paddingBlockEnd: 8,
  margin: 0,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '& > li': { scrollSnapAlign: 'start' },
  [`@media (min-width: ${LAYOUT.breakpoints.md}px)`]: { gridAutoColumns: 'minmax(180px, 23%)' },
} as const;

/** A leading list's first row: high priority for a phone's row, eager for the rest of a wide one. */
function leadImagePriority(index: number): 'high' | 'eager' | undefined {
  if (index < LAYOUT.productGridColumns.mobile) return 'high';
  return index < LAYOUT.productGridColumns.large ? 'eager' : undefined;
}

/**
 * A list of product cards: 2 columns on mobile, 3 on large screens (commerce spec section 9).
 * `label` names the list when a page has several (Deals, Bestsellers); `list` names it in
 * analytics (impressions as cards come into view, and the card chosen).
 *
 * The cards render in a transition (React's `useDeferredValue`): a query result or a language
 * arriving updates the page at once, and the cards follow in slices that let the browser paint
 * and answer input in between, instead of one long task for the whole grid. Until the first
 * cards are rendered, placeholder cards hold their place, so the page does not jump. A long
 * list mounts its cards a few at a time (`useRevealedCount`), the first screen's first.
 */
export function ProductGrid(props: ProductGridProps) {
  const shown = useDeferredValue(props);
  // The same products (by id) give the same ids array, whatever array the caller passed.
  const key = shown.products.map((product) => product.id).join('\n');
  const ids = useMemo(() => (key === '' ? [] : key.split('\n')), [key]);
  const count = useRevealedCount(ids);
  const products = useMemo(
    () => (count < shown.products.length ? shown.products.slice(0, count) : shown.products),
    [shown.products, count],
  );
  const arriving = shown.products.length === 0 && props.products.length > 0;
  if (arriving || (props.loading && props.products.length === 0)) {
    // One placeholder for both waits, in the same place: when the products arrive, the update
    // that brings them keeps it as it is (a memo) while the cards render behind it. As many
    // placeholder cards as a grid's first screen, not one per product.
    return props.layout === 'strip' ? null : (
      <GridSkeleton
        count={
          arriving ? Math.min(props.products.length, GRID_SKELETON_CARDS) : GRID_SKELETON_CARDS
        }
      />
    );
  }
  return <Cards {...shown} products={products} busy={count < shown.products.length} />;
}

type ProductGridProps = {
  products: CardProduct[];
  label?: string;
  list?: ProductListName;
  /** `strip`: one row scrolled sideways (focusable, so the keyboard can scroll it). */
  layout?: 'grid' | 'strip';
  /**
   * The page's main list, at the top of the page (category, search results): the images of its
   * first row load at once and the first ones with high priority, not lazily.
   */
  leading?: boolean;
  /** The list is loading its first products: placeholder cards hold its place meanwhile. */
  loading?: boolean;
};

type CardsProps = ProductGridProps & {
  /** Some of the list's cards are still to mount (announced as busy until they are). */
  busy?: boolean;
};

type ListAnalytics = ReturnType<typeof useListAnalytics>;

/**
 * One card of the list. Memoised on the product (the same answer gives the same object), its
 * place and the list's analytics callbacks, which are stable: when a list mounts more of its
 * cards, or a parent re-renders, the cards already there are not rendered again.
 */
const CardItem = memo(function CardItem({
  product,
  index,
  card,
  select,
  imagePriority,
}: {
  product: CardProduct;
  index: number;
  card: ListAnalytics['card'];
  select: ListAnalytics['select'];
  imagePriority: 'high' | 'eager' | undefined;
}) {
  const ref = useMemo(() => card(product, index), [card, product, index]);
  const onSelect = useCallback(() => select(product, index), [select, product, index]);
  return (
    <li ref={ref}>
      <ProductCard product={product} onSelect={onSelect} imagePriority={imagePriority} />
    </li>
  );
});

const Cards = memo(
  function Cards({
    products,
    label,
    list,
    layout = 'grid',
    leading = false,
    busy = false,
  }: CardsProps) {
    const { t } = useTranslation(NS);
    const analytics = useListAnalytics(list);
    if (products.length === 0) return null;
    return (
      <ul
        aria-label={label ?? t('productGrid.label')}
        aria-busy={busy || undefined}
        {...(layout === 'strip' ? { tabIndex: 0 } : {})}
        css={
          layout === 'strip'
            ? strip
            : {
                display: 'grid',
                gridTemplateColumns: `repeat(${LAYOUT.productGridColumns.mobile}, minmax(0, 1fr))`,
                gap: 12,
                listStyle: 'none',
                padding: 0,
                margin: 0,
                [`@media (min-width: ${LAYOUT.breakpoints.md}px)`]: {
                  gridTemplateColumns: `repeat(${LAYOUT.productGridColumns.large}, minmax(0, 1fr))`,
                  gap: 16,
                },
              }
        }
      >
        {products.map((product, index) => (
          <CardItem
            key={product.id}
            product={product}
            index={index}
            card={analytics.card}
            select={analytics.select}
            imagePriority={leading ? leadImagePriority(index) : undefined}
          />
        ))}
      </ul>
    );
  },
  // Lists are often named inline ({ id, name }): the same name is the same list.
  (before: CardsProps, after: CardsProps) =>
    before.products === after.products &&
    before.busy === after.busy &&
    before.label === after.label &&
    before.layout === after.layout &&
    before.leading === after.leading &&
    before.list?.id === after.list?.id &&
    before.list?.name === after.list?.name,
);
