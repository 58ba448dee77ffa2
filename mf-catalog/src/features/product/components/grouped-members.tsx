import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { PriceBlock } from '../../../shared/components/price-block';

/**
 * The products a grouped product sells together, each with its price, its pack quantity and
 * its own add-to-cart control (its own quantity step and stock).
 */
export function GroupedMembers({
  members,
}: {
  members: readonly { product: ProductSummary; qty: number }[];
}) {
  const { t } = useTranslation(NS);
  const { Fragment, localePath } = useShell();
  return (
    <section aria-labelledby="grouped-members-title">
      <h2
        id="grouped-members-title"
        css={(theme) => ({
          margin: 0,
          marginBlockEnd: theme.space.sm,
          fontSize: theme.fontSizes.lg,
        })}
      >
        {t('grouped.title')}
      </h2>
      <ul
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.md,
        })}
      >
        {members.map(({ product, qty }) => (
          <li
            key={product.sku}
            data-testid="grouped-member"
            css={(theme) => ({
              display: 'grid',
              gridTemplateColumns: '64px minmax(0, 1fr)',
              gap: theme.space.sm,
              padding: theme.space.sm,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
            })}
          >
            {product.imageUrl ? (
              <img
                src={product.imageUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                css={{ objectFit: 'contain' }}
              />
            ) : (
              <span />
            )}
            <div
              css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}
            >
              <Link to={localePath(`/${product.urlKey}`)}>{product.name}</Link>
              <span css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSizes.sm })}>
                {t('grouped.packQty', { qty })}
              </span>
              <PriceBlock
                price={product.price}
                priceBefore={product.priceBefore}
                cartControl={product.cartControl}
              />
              <Fragment module="cart/AddToCart" props={{ product }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
