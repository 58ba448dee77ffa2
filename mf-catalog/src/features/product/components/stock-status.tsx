import { useTranslation } from 'react-i18next';
import { numberFormat, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { StockState } from '../product-view-model';

/** In stock, only x left (up to the store's threshold) or out of stock. */
export function StockStatus({ stock, unit }: { stock: StockState; unit: string | null }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const tone = stock.kind === 'in' ? 'success' : stock.kind === 'few' ? 'warning' : 'danger';
  const text =
    stock.kind === 'out'
      ? t('stock.outOfStock')
      : stock.kind === 'few'
        ? t('stock.onlyLeft', {
            left: numberFormat(locale, { maximumFractionDigits: 3 }).format(stock.left),
            unit: unit ? ` ${t(`units.${unit}`, { defaultValue: unit })}` : '',
          })
        : t('stock.inStock');
  return (
    <p
      css={(theme) => ({
        margin: 0,
        fontWeight: theme.fontWeights.semibold,
        color: theme.colors[tone].foreground,
      })}
    >
      {text}
    </p>
  );
}
