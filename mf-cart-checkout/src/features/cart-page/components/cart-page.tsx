import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  numberFormat,
  Skeleton,
  buttonStyles,
  container,
  useShell,
  visuallyHidden,
} from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useCartPage } from '../hooks/use-cart-page';
import { CartItemRow } from './cart-item-row';
import { CartSummary } from '../../../shared/cart/components/cart-summary';
import { CheckoutButton } from './checkout-button';
import { CouponForm } from './coupon-form';
import { EvoucherList } from './evoucher-list';
import { FreeShippingProgress } from './free-shipping-progress';
import { RewardPointsForm } from './reward-points-form';
import { StoreCreditForm } from './store-credit-form';
import { useLoadChangesWhenIdle } from '../../../shared/cart/hooks/use-change-documents';

const layout = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.mq.md} {
    grid-template-columns: 1fr 340px;
    align-items: start;
  }
`;

type CartView = NonNullable<ReturnType<typeof useCartPage>['cart']>;

function CartLoading() {
  const { t } = useTranslation(NS);
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
      <Skeleton blockSize="96px" label={t('cartPage.loading')} />
      <Skeleton blockSize="96px" />
    </div>
  );
}

function CartFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div
      role="alert"
      css={(theme) => ({ display: 'grid', justifyItems: 'start', gap: theme.space.md })}
    >
      <p css={{ margin: 0 }}>{t('cartPage.loadError')}</p>
      <Button variant="outline" onClick={retry}>
        {t('cartPage.retry')}
      </Button>
    </div>
  );
}

/** The empty cart: what to do about it and a link to shop. */
function EmptyCart() {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  return (
    <div css={(theme) => ({ display: 'grid', justifyItems: 'start', gap: theme.space.md })}>
      <p
        css={(theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.lg,
          fontWeight: theme.fontWeights.semibold,
        })}
      >
        {t('cartPage.empty')}
      </p>
      <p css={(theme) => ({ margin: 0, color: theme.colors.muted })}>{t('cartPage.emptyHint')}</p>
      <Link
        to={localePath('/')}
        css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'md', fullWidth: false })}
      >
        {t('cartPage.shop')}
      </Link>
    </div>
  );
}

/** The lines (with a notice when some cannot be bought) beside the discounts, totals and checkout. */
function CartContents({ cart }: { cart: CartView }) {
  const { t } = useTranslation(NS);
  return (
    <div css={layout}>
      <div>
        {cart.hasInvalidItems && (
          <p
            role="note"
            css={(theme) => ({
              marginBlock: 0,
              padding: theme.space.md,
              borderRadius: theme.radii.md,
              background: theme.colors.warning.background,
              color: theme.colors.warning.foreground,
            })}
          >
            {t('cartPage.invalidNotice')}
          </p>
        )}
        <h2 css={visuallyHidden}>{t('cartPage.items')}</h2>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {cart.items.map((item) => (
            <CartItemRow key={item.uid} item={item} />
          ))}
        </ul>
      </div>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
        <FreeShippingProgress />
        <CouponForm />
        <EvoucherList />
        <RewardPointsForm />
        <StoreCreditForm />
        <CartSummary cart={cart} />
        <CheckoutButton cart={cart} />
      </div>
    </div>
  );
}

/** `/cart`: the items with their quantities and the totals, or the empty cart with a link to shop. */
export function CartPageView() {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const { status, cart, retry } = useCartPage();
  useLoadChangesWhenIdle();
  const heading = useRef<HTMLHeadingElement>(null);
  const lines = cart?.items.length ?? 0;
  const previousLines = useRef(lines);
  useEffect(() => {
    // A removed line takes its focused button with it: bring focus back to the page heading.
    if (lines < previousLines.current && document.activeElement === document.body)
      heading.current?.focus();
    previousLines.current = lines;
  }, [lines]);
  const count = cart
    ? numberFormat(shell.locale, { maximumFractionDigits: 2 }).format(cart.itemCount)
    : '';
  return (
    <section css={(theme) => [container(theme), { paddingBlock: theme.space.xl }]}>
      <h1
        ref={heading}
        tabIndex={-1}
        css={(theme) => ({
          '&:focus': { outline: 'none' },
          marginBlock: `0 ${theme.space.lg}`,
          fontSize: theme.fontSizes.xxl,
          color: theme.colors.text,
        })}
      >
        {t('routes.cart')}
        {status === 'ready' && (
          <span
            css={(theme) => ({
              marginInlineStart: theme.space.sm,
              fontSize: theme.fontSizes.md,
              color: theme.colors.muted,
              fontWeight: theme.fontWeights.regular,
            })}
          >
            ({t('cartPage.itemCount', { value: count })})
          </span>
        )}
      </h1>
      {status === 'loading' && <CartLoading />}
      {status === 'failed' && <CartFailed retry={retry} />}
      {status === 'empty' && <EmptyCart />}
      {status === 'ready' && cart && <CartContents cart={cart} />}
      {status === 'ready' && cart && (
        // The catalogue team's cross-sells of what is in the cart (optional: the cart page is
        // whole without them).
        <shell.Fragment
          module="catalog/CrossSellProducts"
          props={{
            urlKeys: cart.items.flatMap((item) => (item.urlKey ? [item.urlKey] : [])),
            excludeSkus: cart.items.map((item) => item.sku),
          }}
        />
      )}
    </section>
  );
}
