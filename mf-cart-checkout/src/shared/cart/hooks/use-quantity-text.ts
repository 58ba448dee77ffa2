import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import type { CartControl } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { formatQuantity } from '@dukkan/contracts';

/** Formats a quantity in the locale's digits with the product's unit ("0.75 kg", "٠٫٧٥ كجم"). */
export function useQuantityText(): (quantity: number, control: CartControl) => string {
  const { t, i18n } = useTranslation(NS);
  const { locale } = useShell();
  return useCallback(
    (quantity, control) => {
      const number = formatQuantity(quantity, control.incrementStep, locale);
      if (!control.unit) return number;
      const key = `units.${control.unit.toLowerCase()}`;
      const unit = i18n.exists(key, { ns: NS }) ? t(key) : control.unit;
      return `${number} ${unit}`;
    },
    [t, i18n, locale],
  );
}
