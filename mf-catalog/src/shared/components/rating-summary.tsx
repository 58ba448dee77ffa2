import { useTranslation } from 'react-i18next';
import { numberFormat, useShell } from '@dukkan/contracts';
import { NS } from '../../i18n';

/**
 * The average rating out of five and the number of reviews. `summary` is the service's
 * rating_summary (a percentage); nothing shows for a product without reviews. `compact` draws it
 * at a product card's size.
 */
export function RatingSummary({
  summary,
  count,
  compact = false,
}: {
  summary: number | null | undefined;
  count: number | null | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  if (!summary || !count) return null;
  const stars = Math.round((summary / 20) * 10) / 10;
  const format = numberFormat(locale, { maximumFractionDigits: 1 });
  const filled = Math.round(stars);
  return (
    <p
      css={(theme) => ({
        margin: 0,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: theme.space.xs,
        fontSize: compact ? theme.fontSizes.xs : theme.fontSizes.sm,
      })}
    >
      <span
        role="img"
        aria-label={t('rating.label', { rating: format.format(stars), max: format.format(5) })}
        css={{ color: '#b7791f', letterSpacing: 1 }}
      >
        {'★'.repeat(filled)}
        <span css={{ color: '#c9c9c9' }}>{'★'.repeat(5 - filled)}</span>
      </span>
      <span css={(theme) => ({ color: theme.colors.muted })}>
        {t('rating.reviews', { count, formatted: format.format(count) })}
      </span>
    </p>
  );
}
