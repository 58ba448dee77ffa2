import { useTranslation } from 'react-i18next';
import { Button, Checkbox, numberFormat, REGION, SelectField, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { Aggregation } from '../hooks/use-product-list';
import type { CategoryFilters } from '../category-filters';
import { hasFilters } from '../category-filters';

interface FacetOption {
  value: string;
  label: string;
  count: number | null;
}

/** A facet's options, with chosen values the current answer no longer lists kept (so they can be unchosen). */
function optionsOf(
  aggregation: Aggregation | undefined,
  chosen: readonly string[],
  hidden: readonly string[] = [],
): FacetOption[] {
  const options = (aggregation?.options ?? []).flatMap((option) =>
    option && !hidden.includes(option.value)
      ? [{ value: option.value, label: option.label ?? option.value, count: option.count }]
      : [],
  );
  for (const value of chosen)
    if (!options.some((o) => o.value === value)) options.push({ value, label: value, count: null });
  return options;
}

export interface FacetPanelProps {
  aggregations: ReadonlyArray<Aggregation | null>;
  filters: CategoryFilters;
  /** The page's category and its ancestors, which are no choice within the page. */
  ownCategoryIds: readonly string[];
  onToggleCategory: (id: string) => void;
  onToggleBrand: (brand: string) => void;
  onPrice: (value: string) => void;
  onClear: () => void;
  /** False on a brand's page. */
  showBrands?: boolean;
}

/** Facets of the category page: subcategories and brands as checkboxes, price as one range. */
export function FacetPanel({
  aggregations,
  filters,
  ownCategoryIds,
  onToggleCategory,
  onToggleBrand,
  onPrice,
  onClear,
  showBrands = true,
}: FacetPanelProps) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const byCode = (code: string) =>
    aggregations.find((a) => a?.attribute_code === code) ?? undefined;
  const categories = optionsOf(byCode('category_id'), filters.categoryIds, ownCategoryIds);
  const brands = showBrands ? optionsOf(byCode('brand'), filters.brands) : [];
  const number = numberFormat(locale, { maximumFractionDigits: 0 });
  const prices = optionsOf(byCode('price'), filters.price ? [filters.price] : []).map((option) => {
    const [from = '', to = ''] = option.value.split('_');
    const label = t('facets.priceRange', {
      from: number.format(Number(from)),
      to: number.format(Number(to)),
      currency: t(`currency.${REGION.currency}`),
    });
    return {
      value: option.value,
      label: option.count === null ? label : `${label} (${number.format(option.count)})`,
    };
  });
  const countText = (count: number | null) => (count === null ? '' : ` (${number.format(count)})`);
  const groupStyle = {
    border: 0,
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
  } as const;
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg })}>
      {categories.length > 0 && (
        <fieldset css={groupStyle}>
          <legend
            css={(theme) => ({
              fontWeight: theme.fontWeights.semibold,
              marginBlockEnd: theme.space.sm,
            })}
          >
            {t('facets.category')}
          </legend>
          {categories.map((option) => (
            <Checkbox
              key={option.value}
              label={`${option.label}${countText(option.count)}`}
              checked={filters.categoryIds.includes(option.value)}
              onChange={() => onToggleCategory(option.value)}
            />
          ))}
        </fieldset>
      )}
      {brands.length > 0 && (
        <fieldset css={groupStyle}>
          <legend
            css={(theme) => ({
              fontWeight: theme.fontWeights.semibold,
              marginBlockEnd: theme.space.sm,
            })}
          >
            {t('facets.brand')}
          </legend>
          {brands.map((option) => (
            <Checkbox
              key={option.value}
              label={`${option.label}${countText(option.count)}`}
              checked={filters.brands.includes(option.value)}
              onChange={() => onToggleBrand(option.value)}
            />
          ))}
        </fieldset>
      )}
      {prices.length > 0 && (
        <SelectField
          label={t('facets.price')}
          value={filters.price ?? ''}
          onChange={(event) => onPrice(event.target.value)}
          options={[{ value: '', label: t('facets.anyPrice') }, ...prices]}
        />
      )}
      {hasFilters(filters) && (
        <Button variant="link" onClick={onClear}>
          {t('facets.clear')}
        </Button>
      )}
    </div>
  );
}
