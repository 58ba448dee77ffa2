import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { ProductGrid } from '../../../shared/product-card/components/product-grid';
import { LINK_KINDS, useProductLinks } from '../hooks/use-product-links';
import type { LinkKind } from '../hooks/use-product-links';

/** Analytics names stay English whatever the page language, like the other lists. */
const LIST_NAMES: Record<LinkKind, string> = {
  upsell: 'Upgrade options',
  related: 'Related products',
  crosssell: 'Frequently bought together',
};

/**
 * The up-sell, related and cross-sell strips under a product, each a titled grid reported in
 * analytics as `<kind>-<sku>`; a kind without products shows nothing.
 */
export function ProductLinks({ urlKey, sku }: { urlKey: string; sku: string }) {
  const { t } = useTranslation(NS);
  const links = useProductLinks(urlKey);
  const baseId = useId();
  return (
    <>
      {LINK_KINDS.filter((kind) => links[kind].length > 0).map((kind) => {
        const title = t(`productLinks.${kind}`);
        return (
          <section key={kind} aria-labelledby={`${baseId}-${kind}`}>
            <h2
              id={`${baseId}-${kind}`}
              css={(theme) => ({ fontSize: theme.fontSizes.xl, marginBlock: theme.space.md })}
            >
              {title}
            </h2>
            <ProductGrid
              products={links[kind].slice(0, 6)}
              label={title}
              list={{ id: `${kind}-${sku}`, name: LIST_NAMES[kind] }}
            />
          </section>
        );
      })}
    </>
  );
}
