import { useTranslation } from 'react-i18next';
import {
  numberFormat,
  formatPrice,
  pricePerStep,
  useShell,
  visuallyHidden,
} from '@dukkan/contracts';
import type { CartControl } from '@dukkan/contracts';
import { NS } from '../../i18n';

interface PriceBlockProps {
  price: number | null;
  priceBefore: number | null;
  cartControl: CartControl;
  /** `page` draws the product page's larger figures. */
  size?: 'card' | 'page';
  /** Grouped products show their lowest price as "Starts from". */
  startsFrom?: boolean;
}

/**
 * A product's price as the spec draws it: the price (Free for 0, "to be calculated" when
 * unknown), the regular price struck out when it exceeds the price, and the price of one
 * quantity step with its unit when the step is not 1 (nothing for a zero price); a grouped
 * product's price is prefixed "Starts from".
 */
export function PriceBlock({
  price,
  priceBefore,
  cartControl,
  size = 'card',
  startsFrom = false,
}: PriceBlockProps) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const step = cartControl.incrementStep;
  const perStep = step === 1 ? null : pricePerStep(price, step);
  const unit = cartControl.unit
    ? t(`units.${cartControl.unit}`, { defaultValue: cartControl.unit })
    : '';
  const stepText = numberFormat(locale, { maximumFractionDigits: 3 }).format(step);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <p css={{ margin: 0, display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
        {startsFrom && (
          <span css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSizes.sm })}>
            {t('price.startsFrom')}
          </span>
        )}
        <span
          css={(theme) => ({
            fontWeight: theme.fontWeights.bold,
            color: priceBefore === null ? theme.colors.brand : theme.colors.accent,
            fontSize: size === 'page' ? theme.fontSizes.xxl : theme.fontSizes.md,
          })}
        >
          {formatPrice(price, locale)}
          {unit && price ? (
            <span
              css={(theme) => ({
                fontWeight: theme.fontWeights.regular,
                fontSize: theme.fontSizes.sm,
              })}
            >
              {' '}
              {t('price.perUnit', { unit })}
            </span>
          ) : null}
        </span>
        {priceBefore !== null && (
          <s css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSizes.sm })}>
            <span css={visuallyHidden}>{t('productCard.previousPrice')} </span>
            {formatPrice(priceBefore, locale)}
          </s>
        )}
      </p>
      {perStep !== null && (
        <p
          css={(theme) => ({ margin: 0, color: theme.colors.muted, fontSize: theme.fontSizes.sm })}
        >
          {t('price.perStep', { price: formatPrice(perStep, locale), step: stepText, unit })}
        </p>
      )}
    </div>
  );
}
