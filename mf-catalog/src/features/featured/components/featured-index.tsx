import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { FeaturedCategories } from '../../../shared/featured-categories/components/featured-categories';
import { useFeaturedCategories } from '../../../shared/featured-categories/hooks/use-featured-categories';

/** `/featured` without a category: the featured categories to choose from. */
export function FeaturedIndex() {
  const { t } = useTranslation(NS);
  const section = useFeaturedCategories();
  return (
    <div>
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>
        {t('routes.featured')}
      </h1>
      <FeaturedCategories section={section} />
    </div>
  );
}
