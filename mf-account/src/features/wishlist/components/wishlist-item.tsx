import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, buttonStyles, formatPrice, useShell, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { WishlistEntry } from '../hooks/use-wishlist-page';

/**
 * One wishlist product: image, name linking to its page, price, the cart team's AddToCart (a
 * configurable product links to its page to choose options, as cards do) and remove.
 */
export function WishlistItem({
  entry,
  removing,
  onRemove,
}: {
  entry: WishlistEntry;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NS);
  const { Fragment, locale, localePath } = useShell();
  const { product } = entry;
  const href = localePath(`/${product.urlKey}`);
  return (
    <article
      aria-label={product.name}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '96px minmax(0, 1fr)',
        gap: theme.space.md,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.background,
        [theme.mq.md]: { gridTemplateColumns: '120px minmax(0, 1fr) 220px', alignItems: 'center' },
      })}
    >
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt=""
          css={{ inlineSize: '100%', aspectRatio: '1', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <span css={(theme) => ({ aspectRatio: '1', background: theme.colors.surface })} />
      )}
      <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, alignContent: 'start' })}>
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
          <Link to={href} css={(theme) => ({ color: theme.colors.text })}>
            {product.name}
          </Link>
        </h2>
        <p css={(theme) => ({ margin: 0, fontWeight: theme.fontWeights.semibold })}>
          {formatPrice(product.price, locale)}
        </p>
        {product.priceBefore !== null && (
          <p css={(theme) => ({ margin: 0, color: theme.colors.muted })}>
            <s>{formatPrice(product.priceBefore, locale)}</s>
          </p>
        )}
      </div>
      <div
        css={(theme) => ({
          gridColumn: '1 / -1',
          display: 'grid',
          gap: theme.space.sm,
          [theme.mq.md]: { gridColumn: 'auto' },
        })}
      >
        {product.type === 'configurable' ? (
          <Link
            to={href}
            css={(theme) =>
              buttonStyles(theme, { variant: 'outline', size: 'sm', fullWidth: true })
            }
          >
            {t('wishlist.chooseOptions')}
            <span css={visuallyHidden}> {product.name}</span>
          </Link>
        ) : (
          <Fragment module="cart/AddToCart" props={{ product }} />
        )}
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          loading={removing}
          aria-label={t('wishlist.removeItem', { name: product.name })}
          onClick={onRemove}
        >
          {t('wishlist.remove')}
        </Button>
      </div>
    </article>
  );
}
