import { useTranslation } from 'react-i18next';
import { numberFormat, IconButton, useShell } from '@dukkan/contracts';
import type { CartControl } from '@dukkan/contracts';
import { NS } from '../../../i18n';

/** The - quantity + control of one grouped member; 0 reads "Not included". */
export function MemberStepper({
  name,
  quantity,
  control,
  canDecrease,
  canIncrease,
  onDecrease,
  onIncrease,
  describedBy,
}: {
  name: string;
  quantity: number;
  control: CartControl;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  describedBy?: string;
}) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const unit = control.unit ? t(`units.${control.unit}`, { defaultValue: control.unit }) : '';
  const amount = numberFormat(locale, { maximumFractionDigits: 3 }).format(quantity);
  return (
    <div
      role="group"
      aria-label={t('grouped.quantity', { name })}
      aria-describedby={describedBy}
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        alignSelf: 'flex-start',
        gap: theme.space.xs,
        border: `1px solid ${theme.colors.borderStrong}`,
        borderRadius: theme.radii.pill,
        padding: theme.space.xxs,
      })}
    >
      <IconButton
        label={t('grouped.decrease', { name })}
        size="sm"
        variant="brand"
        disabled={!canDecrease}
        onClick={onDecrease}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <output
        aria-live="polite"
        css={(theme) => ({
          minInlineSize: '6.5em',
          textAlign: 'center',
          fontWeight: theme.fontWeights.bold,
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {quantity > 0 ? `${amount}${unit ? ` ${unit}` : ''}` : t('grouped.skipped')}
      </output>
      <IconButton
        label={t('grouped.increase', { name })}
        size="sm"
        variant="brand"
        disabled={!canIncrease}
        onClick={onIncrease}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </div>
  );
}
