import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Skeleton, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { LoadError } from '../../../components/load-error';
import { PriceBlock } from '../../../components/price-block';
import { usePageMeta } from '../../page-meta/hooks/use-page-meta';
import { NotFound } from '../../url-resolver/components/not-found';
import { useProduct } from '../hooks/use-product';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { StockStatus } from './stock-status';
import { VariantOptions } from './variant-options';

/** The product page of a simple or configurable product. */
export function ProductView({ urlKey }: { urlKey: string }) {
  const { t } = useTranslation(NS);
  const { Fragment, localePath } = useShell();
  const view = useProduct(urlKey);
  const product = view.state === 'ready' ? view.product : null;
  usePageMeta({
    title: product ? product.meta_title || product.name : null,
    description: product?.meta_description,
    keywords: product?.meta_keyword,
  });
  const frame = (children: ReactNode) => <div>{children}</div>;
  if (view.state === 'loading')
    return frame(<Skeleton blockSize="320px" radius="md" label={t('common.loading')} />);
  if (view.state === 'failed') return frame(<LoadError onRetry={view.retry} />);
  if (view.state !== 'ready' || !product) return <NotFound code="PRODUCT_NOT_FOUND" />;
  const name = product.name ?? '';
  const category = product.categories?.find(Boolean);
  return frame(
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xl })}>
      <Breadcrumbs
        items={[
          ...(category?.name && category.url_key
            ? [{ label: category.name, to: `/${category.url_key}` }]
            : []),
          { label: name },
        ]}
      />
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.xl,
          [theme.mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
        })}
      >
        <ProductGallery key={view.galleryKey} images={view.gallery} name={name} />
        <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
          {view.shown.isNew && (
            <div>
              <Badge tone="brand">{t('productCard.new')}</Badge>
            </div>
          )}
          <h1
            css={(theme) => ({
              margin: 0,
              fontSize: theme.fontSizes.xxl,
              lineHeight: theme.lineHeights.tight,
            })}
          >
            {name}
          </h1>
          {product.brand?.name && (
            <p css={{ margin: 0 }}>
              {t('product.brand')}{' '}
              {product.brand.url_key ? (
                <Link to={localePath(`/brands/${product.brand.url_key}`)}>
                  {product.brand.name}
                </Link>
              ) : (
                product.brand.name
              )}
            </p>
          )}
          <p
            css={(theme) => ({
              margin: 0,
              color: theme.colors.muted,
              fontSize: theme.fontSizes.sm,
            })}
          >
            {t('product.sku', { sku: view.sku })}
          </p>
          <PriceBlock
            price={view.shown.price}
            priceBefore={view.shown.priceBefore}
            cartControl={view.shown.cartControl}
            size="page"
          />
          <StockStatus stock={view.stock} unit={view.shown.cartControl.unit} />
          {product.short_description?.html ? (
            <SanitizedHtml html={product.short_description.html} />
          ) : null}
          {view.isConfigurable && (
            <VariantOptions options={view.options} choice={view.choice} onChoose={view.choose} />
          )}
          {view.cartProduct ? (
            <Fragment
              key={view.cartProduct.sku}
              module="cart/AddToCart"
              props={{ product: view.cartProduct }}
            />
          ) : (
            <p role="status" css={(theme) => ({ margin: 0, color: theme.colors.muted })}>
              {t('product.chooseToAdd', {
                options: view.options.map((option) => option.label).join(t('common.listSeparator')),
              })}
            </p>
          )}
          <Fragment
            module="search/CompareButton"
            props={{ sku: view.parent.sku, categoryIds: view.parent.categoryIds }}
          />
        </div>
      </div>
      <ProductDetails description={product.description?.html} attributes={view.attributes} />
    </div>,
  );
}
