import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { numberFormat, formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { CartView } from '../cart-view';

const box = (theme: Theme) => css`
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${theme.space.sm} ${theme.space.lg};
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

/**
 * Totals: subtotal incl. tax, discounts by their labels, reward points and store credit taken
 * off, shipping fees (split when known), grand total and the money saved.
 */
export function CartSummary({ cart }: { cart: CartView }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const split = cart.groceryShippingFees !== null || cart.electronicsClothingShippingFees !== null;
  return (
    <section aria-labelledby="cart-summary-title" css={box}>
      <h2
        id="cart-summary-title"
        css={(theme) => ({ marginBlock: `0 ${theme.space.md}`, fontSize: theme.fontSizes.lg })}
      >
        {t('cartPage.summary')}
      </h2>
      <dl>
        <dt>{t('cartPage.subtotal')}</dt>
        <dd>{formatPrice(cart.subtotal, locale)}</dd>
        {cart.discounts.map((d) => (
          <div key={d.label} css={{ display: 'contents' }}>
            <dt>{d.label}</dt>
            <dd>{formatPrice(-Math.abs(d.amount), locale)}</dd>
          </div>
        ))}
        {cart.appliedRewardPoints && (
          <>
            <dt>
              {t('cartPage.rewardPoints', {
                points: numberFormat(locale).format(cart.appliedRewardPoints.points),
              })}
            </dt>
            <dd>{formatPrice(-Math.abs(cart.appliedRewardPoints.money), locale)}</dd>
          </>
        )}
        {cart.storeCredit && cart.storeCredit.applied > 0 && (
          <>
            <dt>{t('cartPage.storeCredit')}</dt>
            <dd>{formatPrice(-Math.abs(cart.storeCredit.applied), locale)}</dd>
          </>
        )}
        {split ? (
          <>
            <dt>{t('cartPage.groceryShipping')}</dt>
            <dd>{formatPrice(cart.groceryShippingFees, locale)}</dd>
            <dt>{t('cartPage.electronicsShipping')}</dt>
            <dd>{formatPrice(cart.electronicsClothingShippingFees, locale)}</dd>
          </>
        ) : (
          <>
            <dt>{t('cartPage.shipping')}</dt>
            <dd>{formatPrice(cart.shippingFees, locale)}</dd>
          </>
        )}
        <dt css={(theme) => ({ fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.lg })}>
          {t('cartPage.grandTotal')}
        </dt>
        <dd css={(theme) => ({ fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.lg })}>
          {formatPrice(cart.grandTotal, locale)}
        </dd>
        {cart.totalMoneySaved !== null && cart.totalMoneySaved > 0 && (
          <>
            <dt css={(theme) => ({ color: theme.colors.success.foreground })}>
              {t('cartPage.saved')}
            </dt>
            <dd css={(theme) => ({ color: theme.colors.success.foreground })}>
              {formatPrice(cart.totalMoneySaved, locale)}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
