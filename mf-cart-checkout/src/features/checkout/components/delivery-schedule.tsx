import { useTranslation } from 'react-i18next';
import {
  SelectField,
  deliveryIntervalLabel,
  formatTime12h,
  useShell,
  weekdayName,
} from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { useDeliverySlots } from '../hooks/use-delivery-slots';

/** Delivery day and 12-hour interval of the address's district (commerce spec section 3). */
export function DeliverySchedule({ slots }: { slots: ReturnType<typeof useDeliverySlots> }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const day = slots.days.find((d) => d.day === slots.choice?.day);
  const dateText = (value: string) =>
    `${weekdayName(value, locale)} ${new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-US', {
      day: 'numeric',
      month: 'short',
    }).format(new Date(`${value}T12:00:00`))}`;
  return (
    <fieldset
      css={(theme) => ({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space.md })}
    >
      <legend
        css={(theme) => ({
          padding: 0,
          marginBlockEnd: theme.space.sm,
          fontSize: theme.fontSizes.lg,
          fontWeight: theme.fontWeights.semibold,
        })}
      >
        {t('checkout.shipping.scheduleTitle')}
      </legend>
      {slots.loading && <p css={{ margin: 0 }}>{t('checkout.shipping.loadingDays')}</p>}
      {slots.failed && (
        <p role="alert" css={{ margin: 0 }}>
          {t('checkout.shipping.daysError')}
        </p>
      )}
      {!slots.loading && !slots.failed && slots.days.length === 0 && (
        <p role="status" css={{ margin: 0 }}>
          {t('checkout.shipping.noDays')}
        </p>
      )}
      {slots.days.length > 0 && (
        <div
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.md,
            [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' },
          })}
        >
          <SelectField
            label={t('checkout.shipping.day')}
            value={slots.choice?.day ?? ''}
            onChange={(event) => slots.chooseDay(event.target.value)}
            options={slots.days.map((d) => ({ value: d.day, label: dateText(d.day) }))}
          />
          <SelectField
            label={t('checkout.shipping.interval')}
            value={slots.choice ? String(slots.choice.intervalId) : ''}
            onChange={(event) => slots.chooseInterval(Number(event.target.value))}
            options={(day?.intervals ?? []).map((i) => ({
              value: String(i.id),
              label: day
                ? deliveryIntervalLabel(day.day, i, locale)
                : `${formatTime12h(i.from, locale)} - ${formatTime12h(i.to, locale)}`,
            }))}
          />
        </div>
      )}
    </fieldset>
  );
}
