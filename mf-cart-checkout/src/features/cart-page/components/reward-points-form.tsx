import { useTranslation } from 'react-i18next';
import { Button, numberFormat, SelectField, formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useRewardPoints } from '../hooks/use-reward-points';
import { DiscountBox, DiscountOutcome } from './discount-box';

/** Reward points of a signed-in customer: balance, tier rate, the points to use, apply, remove. */
export function RewardPointsForm() {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const points = useRewardPoints();
  if (!points.visible) return null;
  const number = (value: number) => numberFormat(locale).format(value);
  const money = (value: number) => formatPrice(value, locale);
  let notice = '';
  if (points.notice === 'applied') notice = t('rewardPoints.appliedNotice');
  if (points.notice === 'removed') notice = t('rewardPoints.removedNotice');
  return (
    <DiscountBox id="cart-reward-points" title={t('rewardPoints.title')}>
      <p css={{ margin: 0 }}>
        {t('rewardPoints.balance', {
          points: number(points.balance),
          money: money(points.balanceMoney),
        })}
      </p>
      {points.rate && (
        <p css={(theme) => ({ margin: 0, color: theme.colors.muted })}>
          {t('rewardPoints.rate', {
            points: number(points.rate.points),
            money: money(points.rate.money),
          })}
        </p>
      )}
      {points.applied && (
        <div css={(theme) => ({ display: 'flex', gap: theme.space.md, alignItems: 'center' })}>
          <span css={{ flex: 1 }}>
            {t('rewardPoints.applied', {
              points: number(points.applied.points),
              money: money(points.applied.money),
            })}
          </span>
          <Button variant="outline" disabled={points.busy} onClick={() => void points.remove()}>
            {t('rewardPoints.remove')}
          </Button>
        </div>
      )}
      <form
        css={(theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'start' })}
        onSubmit={(event) => {
          event.preventDefault();
          void points.apply();
        }}
      >
        <div css={{ inlineSize: '100%' }}>
          <SelectField
            label={t('rewardPoints.label')}
            value={String(points.selected)}
            onChange={(event) => points.choose(Number(event.target.value))}
            options={points.options.map((o) => ({
              value: String(o.points),
              label:
                o.points === 0
                  ? t('rewardPoints.none')
                  : t('rewardPoints.option', { points: number(o.points), money: money(o.money) }),
            }))}
          />
        </div>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
          <Button
            type="submit"
            variant="outline"
            disabled={points.busy || (points.selected === 0 && !points.applied)}
          >
            {t('rewardPoints.apply')}
          </Button>
          <Button variant="ghost" disabled={points.busy} onClick={() => void points.applyAll()}>
            {t('rewardPoints.applyAll')}
          </Button>
        </div>
      </form>
      <DiscountOutcome error={points.error} notice={notice} />
    </DiscountBox>
  );
}
