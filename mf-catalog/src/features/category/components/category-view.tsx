import { usePageMeta } from '../../../shared/page-meta/use-page-meta';
import type { ReactNode } from 'react';
import type { CategoryRoute } from '../../../shared/route/hooks/use-url-resolver';
import { ProductListView } from '../../../shared/product-list/components/product-list-view';
import { CategoryOffers } from './category-offers';
import { PreviouslyPurchased } from './previously-purchased';

/**
 * A category page: its breadcrumbs, name, meta, the category's offers, the signed-in customer's
 * previously purchased products of it, and its products (facets, sort, load more); `intro`
 * carries the featured page's subcategories. Its products are the list `category-<id>` in
 * analytics (`featured-<id>` on the featured page), named by the category.
 */
export function CategoryView({
  category,
  intro,
  listKind = 'category',
}: {
  category: CategoryRoute;
  intro?: ReactNode;
  listKind?: 'category' | 'featured';
}) {
  const categoryId = String(category.id);
  const name = category.name ?? '';
  usePageMeta({
    title: category.meta_title || name,
    description: category.meta_description,
    keywords: category.meta_keywords,
  });
  const crumbs = (category.breadcrumbs ?? []).flatMap((crumb) =>
    crumb?.category_name
      ? [
          {
            label: crumb.category_name,
            to: crumb.category_url_key ? `/${crumb.category_url_key}` : undefined,
          },
        ]
      : [],
  );
  return (
    <ProductListView
      name={name}
      crumbs={crumbs}
      baseFilter={{ category_id: { eq: categoryId } }}
      ownCategoryIds={(category.path ?? categoryId).split('/')}
      intro={
        <>
          {intro}
          <CategoryOffers categoryId={category.id ?? 0} />
          <PreviouslyPurchased categoryId={category.id ?? 0} />
        </>
      }
      list={{ id: `${listKind}-${categoryId}`, name }}
    />
  );
}
