import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { numberFormat, formatPrice, useShell } from '@dukkan/contracts';
import type { DerivedCustomerValues } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { PointsHistoryButton } from './points-history-button';
import { bigValue, inlineLink, progressTrack, widget } from './overview-styles';
import { TierBadge } from '../../../shared/tier-badge/tier-badge';

/**
 * The loyalty widget (shell spec sections 2 and 3): a card with the tier, points, their money
 * value and the progress to the next tier when the customer has points; the welcome panel
 * otherwise.
 */
export function LoyaltyWidget({ values }: { values: DerivedCustomerValues }) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const number = (value: number) => numberFormat(locale).format(value);
  const tierName = (code: string | undefined) => t(`overview.loyalty.tier.${code ?? 'NONMEMBER'}`);
  if (values.points <= 0) {
    return (
      <section css={widget} aria-labelledby="loyalty-title">
        <h2 id="loyalty-title">{t('overview.loyalty.welcomeTitle')}</h2>
        <p>{t('overview.loyalty.welcomeText')}</p>
        <Link css={inlineLink} to={localePath('/loyalty-points-system')}>
          {t('overview.loyalty.howItWorks')}
        </Link>
        <PointsHistoryButton />
      </section>
    );
  }
  const next = values.nextTier ? tierName(values.nextTier.code) : '';
  return (
    <section css={widget} aria-labelledby="loyalty-title">
      <h2 id="loyalty-title">{t('overview.loyalty.title')}</h2>
      <p css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <TierBadge code={values.currentTier?.code} />
        {tierName(values.currentTier?.code)}
      </p>
      <p css={bigValue}>{t('overview.loyalty.points', { points: number(values.points) })}</p>
      <p>{t('overview.loyalty.worth', { money: formatPrice(values.moneyPoints, locale) })}</p>
      {values.isLastTier ? (
        <p>{t('overview.loyalty.lastTier')}</p>
      ) : (
        <>
          <div
            role="progressbar"
            aria-label={t('overview.loyalty.progressLabel', { tier: next })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={values.progressPercent}
            aria-valuetext={`${number(values.progressPercent)}%`}
            css={progressTrack}
          >
            <span style={{ inlineSize: `${values.progressPercent}%` }} />
          </div>
          <p>
            {t('overview.loyalty.toNextTier', {
              points: number(values.pointsToNextTier),
              tier: next,
            })}
          </p>
        </>
      )}
      <PointsHistoryButton />
    </section>
  );
}
