import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatPrice, useShell } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { visuallyHidden } from './visually-hidden';

/**
 * A product in a list: image, name linking to `/{locale}/{urlKey}`, price (Free, to be
 * calculated), the previous price struck out when the product has one, a New badge, and the
 * cart team's add-to-cart control mounted by module id.
 */
export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const AddToCartSlot = shell.Fragment;
  const nameId = useId();
  const href = shell.localePath(`/${product.urlKey}`);
  return (
    <article
      aria-labelledby={nameId}
      css={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: 12,
        border: '1px solid #e2e2e2',
        borderRadius: 8,
        background: '#fff',
        height: '100%',
      }}
    >
      {product.imageUrl && (
        <img
          src={product.imageUrl}
          alt={product.name}
          loading="lazy"
          css={{ width: '100%', aspectRatio: '1', objectFit: 'contain' }}
        />
      )}
      {product.isNew && (
        <span
          css={{
            position: 'absolute',
            insetBlockStart: 8,
            insetInlineStart: 8,
            paddingInline: 8,
            borderRadius: 4,
            background: '#0b7a3e',
            color: '#fff',
            fontSize: 12,
          }}
        >
          {t('productCard.new')}
        </span>
      )}
      <h3 id={nameId} css={{ fontSize: 16, margin: 0 }}>
        <Link to={href} css={{ color: '#222', textDecoration: 'none' }}>
          {product.name}
        </Link>
      </h3>
      <p css={{ margin: 0, display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <span css={{ fontWeight: 700, color: '#0b7a3e' }}>
          {formatPrice(product.price, shell.locale)}
        </span>
        {product.priceBefore !== null && (
          <s css={{ color: '#777', fontSize: 14 }}>
            <span css={visuallyHidden}>{t('productCard.previousPrice')} </span>
            {formatPrice(product.priceBefore, shell.locale)}
          </s>
        )}
      </p>
      <AddToCartSlot module="cart/AddToCart" props={{ product }} />
    </article>
  );
}
