import { useTranslation } from 'react-i18next';
import { formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useFreeShipping } from '../hooks/use-free-shipping';

/** How far the cart is from free delivery (the store's threshold), or that it has reached it. */
export function FreeShippingProgress() {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const progress = useFreeShipping();
  if (!progress) return null;
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.xs,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.success.background,
        color: theme.colors.success.foreground,
      })}
    >
      <p css={{ margin: 0 }}>
        {progress.reached
          ? t('freeShipping.reached')
          : t('freeShipping.remaining', { amount: formatPrice(progress.remaining, locale) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('freeShipping.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        css={(theme) => ({
          blockSize: '6px',
          borderRadius: theme.radii.md,
          background: theme.colors.background,
          overflow: 'hidden',
        })}
      >
        <div
          css={(theme) => ({
            blockSize: '100%',
            inlineSize: `${progress.percent}%`,
            background: theme.colors.brand,
          })}
        />
      </div>
    </div>
  );
}
