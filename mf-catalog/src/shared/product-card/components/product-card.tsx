import { useId } from 'react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, LAYOUT, Skeleton, buttonStyles, useShell, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { PriceBlock } from '../../components/price-block';
import { RatingSummary } from '../../components/rating-summary';
import type { CardProduct } from '../../product-data/to-product-summary';

/**
 * The room of the cart team's add-to-cart control while its code loads, as it then draws: a
 * disabled 40 px button when out of stock; else a quantity stepper and its button, each 40 px,
 * stacked on a phone's card (86 px with the gap) and side by side on a wider one when the words
 * fit. Without it the first row of cards grew as the control arrived and moved the next row in
 * view (issue 14, the search results on a phone).
 */
const CART_SLOT = {
  inStock: {
    blockSize: 86,
    [`@media (min-width: ${LAYOUT.breakpoints.md}px)`]: { blockSize: 40 },
  },
  outOfStock: { blockSize: 40 },
} as const;

/**
 * The card picture's width and height attributes: a square, as the catalogue's `small` pictures
 * are (300 px a side). The style draws it at the card's width; the attributes give the browser
 * its proportions before the file arrives, as Lighthouse's unsized-images check asks of every
 * picture (issue 14).
 */
const CARD_IMAGE_SIDE = 300;

/** The compare button's height (the search team's, a small outline button). */
const COMPARE_SLOT = '36px';

const cardStyle = (theme: Theme) => ({
  position: 'relative' as const,
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  blockSize: '100%',
});

/** The New and out-of-stock badges, over the picture's start corner. */
const badgesStyle = {
  position: 'absolute',
  insetBlockStart: 8,
  insetInlineStart: 8,
  display: 'flex',
  gap: 4,
} as const;

const nameStyle = (theme: Theme) => ({
  fontSize: theme.fontSizes.sm,
  margin: 0,
  lineHeight: theme.lineHeights.tight,
});

/**
 * The card's square picture, or an empty square of the same size when the product has none (the
 * cards of a row stay aligned).
 */
function cardPicture(product: CardProduct, imagePriority: 'high' | 'eager' | undefined) {
  if (!product.imageUrl)
    return (
      <span
        css={(theme) => ({ display: 'block', aspectRatio: '1', background: theme.colors.surface })}
      />
    );
  return (
    <img
      src={product.imageUrl}
      alt={product.name}
      width={CARD_IMAGE_SIDE}
      height={CARD_IMAGE_SIDE}
      loading={imagePriority ? 'eager' : 'lazy'}
      fetchPriority={imagePriority === 'high' ? 'high' : undefined}
      css={{ inlineSize: '100%', aspectRatio: '1', objectFit: 'contain', display: 'block' }}
    />
  );
}

/**
 * A product in a list: image, name linking to `/{locale}/{urlKey}`, price (Free, to be
 * calculated, struck-out previous price, price per step), the review summary when the list has
 * it, New and out-of-stock badges, the
 * search team's compare button, the account team's wishlist button and the cart team's
 * add-to-cart control mounted by module id. A configurable product has no variant chosen on a
 * card, so it links to its page instead.
 * `onSelect` hears that one of the card's links to the product page was followed.
 */
export function ProductCard({
  product,
  onSelect,
  imagePriority,
}: {
  product: CardProduct;
  onSelect?: () => void;
  /**
   * A card in the first row of the page's main list: its image is fetched at once (`eager`), or
   * first of all (`high`, the likely largest paint); other cards' images load as they near view.
   */
  imagePriority?: 'high' | 'eager';
}) {
  const { t } = useTranslation(NS);
  const { Fragment, localePath } = useShell();
  const nameId = useId();
  const href = localePath(`/${product.urlKey}`);
  const outOfStock = product.stock <= 0;
  return (
    <article aria-labelledby={nameId} css={cardStyle}>
      {cardPicture(product, imagePriority)}
      <div css={badgesStyle}>
        {product.isNew && <Badge tone="brand">{t('productCard.new')}</Badge>}
        {outOfStock && <Badge tone="neutral">{t('stock.outOfStock')}</Badge>}
      </div>
      <div css={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}>
        <Fragment
          module="account/WishlistButton"
          props={{ sku: product.sku, productId: product.id }}
        />
      </div>
      <h3 id={nameId} css={nameStyle}>
        <Link
          to={href}
          onClick={onSelect}
          css={(theme) => ({ color: theme.colors.text, textDecoration: 'none' })}
        >
          {product.name}
        </Link>
      </h3>
      {product.rating && (
        <RatingSummary summary={product.rating.summary} count={product.rating.count} compact />
      )}
      <PriceBlock
        price={product.price}
        priceBefore={product.priceBefore}
        cartControl={product.cartControl}
        startsFrom={product.type === 'grouped'}
      />
      <div css={{ marginBlockStart: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}>
        {product.type === 'configurable' ? (
          <Link
            to={href}
            onClick={onSelect}
            css={(theme) =>
              buttonStyles(theme, { variant: 'outline', size: 'sm', fullWidth: true })
            }
          >
            {t('productCard.chooseOptions')}
            <span css={visuallyHidden}> {product.name}</span>
          </Link>
        ) : (
          <Fragment
            module="cart/AddToCart"
            props={{ product }}
            loading={<Skeleton css={outOfStock ? CART_SLOT.outOfStock : CART_SLOT.inStock} />}
          />
        )}
        <Fragment
          module="search/CompareButton"
          props={{ sku: product.sku, categoryIds: product.categoryIds }}
          loading={<Skeleton blockSize={COMPARE_SLOT} />}
        />
      </div>
    </article>
  );
}
