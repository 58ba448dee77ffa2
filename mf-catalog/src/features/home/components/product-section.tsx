import type { ReactNode, Ref } from 'react';
import type { ProductSummary } from '@dukkan/contracts';
import { LoadError } from '../../../shared/components/load-error';
import { ProductGrid } from '../../../shared/product-card/components/product-grid';
import type { ProductListName } from '../../../shared/product-card/hooks/use-list-analytics';
import type { HomeSection } from '../../../shared/featured-categories/hooks/use-featured-categories';

/** A titled list of product cards on the home page, with its loading and error states. */
export function ProductSection({
  id,
  title,
  section,
  action,
  list,
  leading = false,
  sectionRef,
}: {
  id: string;
  title: string;
  section: HomeSection<ProductSummary>;
  action?: ReactNode;
  /** The strip in analytics. */
  list: ProductListName;
  /** The first strip (deals), in view on large screens: its first images are not lazy. */
  leading?: boolean;
  /** The section element, for a section that loads when the shopper scrolls near it. */
  sectionRef?: Ref<HTMLElement>;
}) {
  if (!section.loading && !section.failed && section.items.length === 0) return null;
  return (
    <section aria-labelledby={id} ref={sectionRef}>
      <div
        css={(theme) => ({
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: theme.space.md,
        })}
      >
        <h2
          id={id}
          css={(theme) => ({ fontSize: theme.fontSizes.xl, marginBlock: theme.space.md })}
        >
          {title}
        </h2>
        {action}
      </div>
      {section.failed && <LoadError onRetry={section.retry} />}
      <ProductGrid
        products={section.items}
        loading={section.loading}
        label={title}
        list={list}
        leading={leading}
      />
    </section>
  );
}
