import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { ProductSection } from '../../../shared/product-card/components/product-section';
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
  return (
    <>
      {LINK_KINDS.filter((kind) => links[kind].length > 0).map((kind) => (
        <ProductSection
          key={kind}
          title={t(`productLinks.${kind}`)}
          products={links[kind].slice(0, 6)}
          list={{ id: `${kind}-${sku}`, name: LIST_NAMES[kind] }}
        />
      ))}
    </>
  );
}
