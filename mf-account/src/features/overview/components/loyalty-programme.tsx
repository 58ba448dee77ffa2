import { useTranslation } from 'react-i18next';
import {
  Button,
  numberFormat,
  Spinner,
  formatPrice,
  pointsEquivalent,
  useShell,
} from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useLoyaltyProgramme } from '../hooks/use-loyalty-programme';
import { optionTable, tierList } from './loyalty-styles';
import { TierBadge } from '../../../shared/tier-badge/tier-badge';

/** One tier of the list: its badge and name, the points it needs, and whether it is the customer's. */
function TierItem({
  tier,
  isCurrent,
}: {
  tier: { code: string; points: number };
  isCurrent: boolean;
}) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const number = (value: number) => numberFormat(locale).format(value);
  return (
    <li aria-current={isCurrent ? 'true' : undefined}>
      <p css={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 600 }}>
        <TierBadge code={tier.code} size={32} />
        {t(`overview.loyalty.tier.${tier.code}`)}
      </p>
      <p>
        {tier.points > 0
          ? t('loyalty.programme.tierPoints', { points: number(tier.points) })
          : t('loyalty.programme.tierStart')}
      </p>
      {isCurrent && <p>{t('loyalty.programme.yourTier')}</p>}
    </li>
  );
}

/**
 * The loyalty programme on the overview: the tiers information (each tier and the points it
 * needs, the customer's own marked) and the point redemption options, the zero option first,
 * with the best one the customer's balance reaches today (shell spec sections 3 and 4).
 */
export function LoyaltyProgramme({
  tierCode,
  points,
}: {
  tierCode: string | null;
  points: number;
}) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const programme = useLoyaltyProgramme();
  const number = (value: number) => numberFormat(locale).format(value);
  const best = pointsEquivalent(programme.options, points);
  return (
    <section aria-labelledby="loyalty-programme-title" css={{ display: 'grid', gap: 16 }}>
      <h2 id="loyalty-programme-title" css={{ fontSize: 18, margin: 0 }}>
        {t('loyalty.programme.title')}
      </h2>
      {programme.loading && (
        <p role="status">
          <Spinner /> {t('loyalty.programme.loading')}
        </p>
      )}
      {programme.errorMessage && (
        <div role="alert">
          <p>{t('loyalty.programme.loadError')}</p>
          <p>{programme.errorMessage}</p>
          <Button variant="secondary" onClick={programme.retry}>
            {t('overview.retry')}
          </Button>
        </div>
      )}
      {programme.tiers.length > 0 && (
        <div css={{ display: 'grid', gap: 8 }}>
          <h3 id="loyalty-tiers-title" css={{ fontSize: 16, margin: 0 }}>
            {t('loyalty.programme.tiers')}
          </h3>
          <ul css={tierList} aria-labelledby="loyalty-tiers-title">
            {programme.tiers.map((tier) => (
              <TierItem key={tier.code} tier={tier} isCurrent={tier.code === tierCode} />
            ))}
          </ul>
          {programme.exchangeRate && (
            <p css={{ margin: 0 }}>
              {t('loyalty.programme.rate', {
                points: number(programme.exchangeRate.points),
                money: formatPrice(programme.exchangeRate.money, locale),
              })}
            </p>
          )}
        </div>
      )}
      {programme.options.length > 0 && (
        <div css={{ display: 'grid', gap: 8 }}>
          <table css={optionTable}>
            <caption css={{ textAlign: 'start', fontWeight: 600, paddingBlockEnd: 8 }}>
              {t('loyalty.programme.options')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('loyalty.programme.optionPoints')}</th>
                <th scope="col">{t('loyalty.programme.optionValue')}</th>
              </tr>
            </thead>
            <tbody>
              {programme.options.map((option) => (
                <tr key={option.points}>
                  <td>{t('overview.loyalty.points', { points: number(option.points) })}</td>
                  <td>
                    {option.points === 0
                      ? t('loyalty.programme.keepPoints')
                      : t('loyalty.programme.off', { money: formatPrice(option.price, locale) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p css={{ margin: 0 }}>
            {best.points > 0
              ? t('loyalty.programme.bestNow', {
                  points: number(best.points),
                  money: formatPrice(best.price, locale),
                })
              : t('loyalty.programme.noneYet', {
                  points: number(programme.options.find((o) => o.points > 0)?.points ?? 0),
                })}
          </p>
        </div>
      )}
    </section>
  );
}
