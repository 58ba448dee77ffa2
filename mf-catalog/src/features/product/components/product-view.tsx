import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Skeleton, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { Breadcrumbs } from '../../../shared/components/breadcrumbs';
import { LoadError } from '../../../shared/components/load-error';
import { PriceBlock } from '../../../shared/components/price-block';
import { usePageMeta } from '../../../shared/page-meta/use-page-meta';
import { NotFound } from '../../../shared/components/not-found';
import { useProduct } from '../hooks/use-product';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { SanitizedHtml } from '../../../shared/components/sanitized-html';
import { StockStatus } from './stock-status';
import { VariantOptions } from './variant-options';
import { BundleOptions } from './bundle-options';
import { GroupedMembers } from './grouped-members';
import { ProductLinks } from './product-links';
import { StockBackNotify } from './stock-back-notify';
import { ProductHighlights, SectionNote, SizeChart } from './product-extras';
import { RatingSummary } from '../../../shared/components/rating-summary';

type ProductPage = Extract<ReturnType<typeof useProduct>, { state: 'ready' }>;

/**
 * The product's heading block: New badge, name, rating, brand, sku, the price of what is shown,
 * stock (with the stock-back subscription when out), its shipment (section flags), the short
 * description, the highlights and a clothing product's size chart.
 */
function ProductSummary({ view, name }: { view: ProductPage; name: string }) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const { product } = view;
  return (
    <>
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
      <RatingSummary summary={product.rating_summary} count={product.review_count} />
      {product.brand?.name && (
        <p css={{ margin: 0 }}>
          {t('product.brand')}{' '}
          {product.brand.url_key ? (
            <Link to={localePath(`/brands/${product.brand.url_key}`)}>{product.brand.name}</Link>
          ) : (
            product.brand.name
          )}
        </p>
      )}
      <p css={(theme) => ({ margin: 0, color: theme.colors.muted, fontSize: theme.fontSizes.sm })}>
        {t('product.sku', { sku: view.sku })}
      </p>
      <PriceBlock
        price={view.shown.price}
        priceBefore={view.shown.priceBefore}
        cartControl={view.shown.cartControl}
        size="page"
        startsFrom={view.parent.type === 'grouped'}
      />
      <StockStatus stock={view.stock} unit={view.shown.cartControl.unit} />
      <SectionNote flags={view.flags} />
      {view.stock.kind === 'out' && Number(view.shown.id) > 0 && (
        <StockBackNotify key={view.shown.id} productId={Number(view.shown.id)} />
      )}
      {product.short_description?.html ? (
        <SanitizedHtml html={product.short_description.html} />
      ) : null}
      <ProductHighlights highlights={view.highlights} />
      <SizeChart chart={view.sizeChart} />
    </>
  );
}

/** Why there is no add-to-cart control yet: the options (or bundle options) still to choose. */
function chooseToAdd(view: ProductPage, t: TFunction) {
  const separator = t('common.listSeparator');
  return view.parent.type === 'bundle'
    ? t('bundle.chooseToAdd', { options: view.bundleMissing.join(separator) })
    : t('product.chooseToAdd', {
        options: view.options.map((option) => option.label).join(separator),
      });
}

/**
 * What the customer chooses and buys: a configurable product's options, a bundle's options, a
 * grouped product's members, the cart team's add-to-cart control once the choice is complete,
 * and the compare and wishlist buttons.
 */
function ProductChoices({ view, name }: { view: ProductPage; name: string }) {
  const { t } = useTranslation(NS);
  const { Fragment } = useShell();
  return (
    <>
      {view.isConfigurable && (
        <VariantOptions options={view.options} choice={view.choice} onChoose={view.choose} />
      )}
      {view.bundleOptions.length > 0 && (
        <BundleOptions
          options={view.bundleOptions}
          selection={view.bundleSelection}
          onChoose={view.chooseBundle}
        />
      )}
      {view.members.length > 0 && (
        <GroupedMembers key={view.parent.sku} name={name} members={view.members} />
      )}
      {view.cartProduct ? (
        <Fragment
          key={view.cartProduct.sku}
          module="cart/AddToCart"
          props={{ product: view.cartProduct }}
        />
      ) : view.parent.type === 'grouped' ? null : (
        <p role="status" css={(theme) => ({ margin: 0, color: theme.colors.muted })}>
          {chooseToAdd(view, t)}
        </p>
      )}
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
        <Fragment
          module="search/CompareButton"
          props={{ sku: view.parent.sku, categoryIds: view.parent.categoryIds }}
        />
        <Fragment
          module="account/WishlistButton"
          props={{ sku: view.parent.sku, productId: view.parent.id }}
        />
      </div>
    </>
  );
}

/** The product page of a simple, configurable, grouped or bundle product. */
export function ProductView({ urlKey }: { urlKey: string }) {
  const { t } = useTranslation(NS);
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
          <ProductSummary view={view} name={name} />
          <ProductChoices view={view} name={name} />
        </div>
      </div>
      <ProductDetails description={product.description?.html} attributes={view.attributes} />
      <ProductLinks urlKey={urlKey} sku={view.parent.sku} />
    </div>,
  );
}
