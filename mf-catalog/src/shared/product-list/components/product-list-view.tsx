import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, numberFormat, useShell, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LoadError } from '../../components/load-error';
import { ProductGrid } from '../../product-card/components/product-grid';
import type { ProductListName } from '../../product-card/hooks/use-list-analytics';
import type { Crumb } from '../../components/breadcrumbs';
import { useCategoryFilters } from '../hooks/use-category-filters';
import { useProductList } from '../hooks/use-product-list';
import { FacetPanel } from './facet-panel';
import { SortSelect } from './sort-select';

export interface ProductListViewProps {
  /** The page heading (h1), also the grid's name. */
  name: string;
  /** Breadcrumbs between Home and the page itself. */
  crumbs: readonly Crumb[];
  /** The filter every page of the list keeps (the category, or on_sale for deals). */
  baseFilter: Record<string, unknown>;
  /** Category ids that are no choice within the page (the page's category and its parents). */
  ownCategoryIds: readonly string[];
  /** Shown under the heading (the featured page's subcategories). */
  intro?: ReactNode;
  /** False on a brand's page, whose products are all of that brand. */
  showBrandFacet?: boolean;
  /** The list in analytics (impressions and clicks). */
  list: ProductListName;
}

type ListState = ReturnType<typeof useProductList>;

/**
 * The facets beside the grid on a wide screen; on a phone they fold under a Filters button that
 * opens and closes them.
 */
function ListFilters({
  aggregations,
  filtering,
  ownCategoryIds,
  showBrands,
}: {
  aggregations: ListState['aggregations'];
  filtering: ReturnType<typeof useCategoryFilters>;
  ownCategoryIds: readonly string[];
  showBrands: boolean;
}) {
  const { t } = useTranslation(NS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  return (
    <aside aria-label={t('facets.title')}>
      <div css={(theme) => ({ [theme.mq.md]: { display: 'none' } })}>
        <Button
          variant="outline"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('facets.title')}
        </Button>
      </div>
      <div
        id={panelId}
        css={(theme) => ({
          display: filtersOpen ? 'block' : 'none',
          marginBlockStart: theme.space.md,
          [theme.mq.md]: { display: 'block', marginBlockStart: 0 },
        })}
      >
        <FacetPanel
          aggregations={aggregations}
          filters={filtering.filters}
          ownCategoryIds={ownCategoryIds}
          showBrands={showBrands}
          onToggleCategory={filtering.toggleCategory}
          onToggleBrand={filtering.toggleBrand}
          onPrice={filtering.setPrice}
          onClear={filtering.clear}
        />
      </div>
    </aside>
  );
}

/** Under the grid: how many of the total are shown, and Load more while there are more. */
function LoadMore({ list }: { list: ListState }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const count = numberFormat(locale);
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: theme.space.sm,
      })}
    >
      <p
        role="status"
        css={(theme) => ({
          margin: 0,
          color: theme.colors.muted,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {t('category.showing', {
          shown: count.format(list.items.length),
          total: count.format(list.total),
        })}
      </p>
      {list.loadMoreFailed && <p role="alert">{t('common.loadFailed')}</p>}
      {list.hasMore && (
        <Button variant="outline" loading={list.loadingMore} onClick={list.loadMore}>
          {t('category.loadMore')}
        </Button>
      )}
    </div>
  );
}

/**
 * A product list page (category, featured, deals): breadcrumbs, title and count, an optional
 * intro, facets, sort, the product grid and "load more".
 */
export function ProductListView({
  showBrandFacet = true,
  name,
  crumbs,
  baseFilter,
  ownCategoryIds,
  intro,
  list: listName,
}: ProductListViewProps) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const filtering = useCategoryFilters();
  const { filters } = filtering;
  const list = useProductList(baseFilter, filters);
  const count = numberFormat(locale);
  return (
    <div
      css={(theme) => [
        {
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.lg,
          paddingBlock: theme.space.lg,
        },
      ]}
    >
      <Breadcrumbs items={[...crumbs, { label: name }]} />
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 12 }}>
        <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>{name}</h1>
        {!list.isLoading && (
          <p css={(theme) => ({ margin: 0, color: theme.colors.muted })}>
            {t('category.count', { formatted: count.format(list.total) })}
          </p>
        )}
      </div>
      {intro}
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.lg,
          [theme.mq.md]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' },
        })}
      >
        <ListFilters
          aggregations={list.aggregations}
          filtering={filtering}
          ownCategoryIds={ownCategoryIds}
          showBrands={showBrandFacet}
        />
        <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg })}>
          <div css={{ maxInlineSize: 280 }}>
            <SortSelect sort={filters.sort} onSort={filtering.setSort} />
          </div>
          {list.hasError && <LoadError onRetry={list.retry} />}
          {!list.isLoading && !list.hasError && list.items.length === 0 && (
            <p role="status">{t('category.empty')}</p>
          )}
          <h2 css={visuallyHidden}>{t('productGrid.label')}</h2>
          <ProductGrid
            products={list.items}
            loading={list.isLoading}
            label={name}
            list={listName}
            leading
          />
          {list.items.length > 0 && <LoadMore list={list} />}
        </div>
      </div>
    </div>
  );
}
