import { useTranslation } from 'react-i18next';
import { SelectField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { SORT_CHOICES, sortValue } from '../category-filters';
import type { CategoryFilters } from '../category-filters';

/** The labelled sort select of a product list. */
export function SortSelect({
  sort,
  onSort,
}: {
  sort: CategoryFilters['sort'];
  onSort: (value: string) => void;
}) {
  const { t } = useTranslation(NS);
  const options = SORT_CHOICES.map((choice) => ({
    value: sortValue(choice),
    label: t(`sort.${choice.field}_${choice.direction}`),
  }));
  return (
    <SelectField
      label={t('sort.label')}
      value={sort ? sortValue(sort) : sortValue(SORT_CHOICES[0] ?? null)}
      onChange={(event) => onSort(event.target.value)}
      options={options}
    />
  );
}
