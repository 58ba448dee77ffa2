import { useId } from 'react';
import type { ComponentProps } from 'react';
import { ProductGrid } from './product-grid';

type GridProps = ComponentProps<typeof ProductGrid>;

/**
 * A titled list of products beside a page's main content (the product page's up-sell, related
 * and cross-sell, the category's previously purchased, the cart's cross-sell): a heading that
 * names the list for assistive technology too, and the grid or sideways strip of cards.
 */
export function ProductSection({
  title,
  products,
  list,
  layout,
}: {
  title: string;
  products: GridProps['products'];
  list: GridProps['list'];
  layout?: GridProps['layout'];
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2
        id={titleId}
        css={(theme) => ({ fontSize: theme.fontSizes.xl, marginBlock: theme.space.md })}
      >
        {title}
      </h2>
      <ProductGrid products={products} label={title} layout={layout} list={list} />
    </section>
  );
}
