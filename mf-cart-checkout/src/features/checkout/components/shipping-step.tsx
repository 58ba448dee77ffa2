import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, TextField, formatPrice, formatTime12h, useShell } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { deliveryDaysText } from '../shipping-methods';
import { NS } from '../../../i18n';
import { useShippingStep } from '../hooks/use-shipping-step';
import { CheckoutFrame } from './checkout-frame';
import { DeliverySchedule } from './delivery-schedule';
import { OptionList } from './option-list';
import { PickupLocation, ShippingModeChoice } from './pickup-location';
import { AddressNextStep, ShippingAddress } from './shipping-address';
import { StepError } from './step-error';

const sectionTitle = { margin: 0, fontSize: 18 } as const;

type ShippingStepView = ReturnType<typeof useShippingStep>;
type ShippingMethod = ShippingStepView['methods'][number];

/** A guest's e-mail address, asked before anything else. */
function GuestContact({ step }: { step: ShippingStepView }) {
  const { t } = useTranslation(NS);
  return (
    <section
      aria-labelledby="checkout-contact"
      css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
    >
      <h2 id="checkout-contact" css={sectionTitle}>
        {t('checkout.shipping.contactTitle')}
      </h2>
      <TextField
        label={t('checkout.shipping.email')}
        type="email"
        autoComplete="email"
        required
        hint={t('checkout.shipping.emailHint')}
        value={step.email}
        error={step.emailError ?? undefined}
        onChange={(event) => step.changeEmail(event.target.value)}
      />
    </section>
  );
}

/**
 * One shipping method as a choice (commerce spec section 3, shipping method): its title, its
 * delivery days (minDays to maxDays), its cut-off time (closed after it), the subtotal that makes
 * it free, and its price.
 */
function methodOption(
  step: ShippingStepView,
  m: ShippingMethod,
  locale: Locale,
  t: TFunction<typeof NS>,
) {
  const closed = !m.available || !!m.is_after_cutoff_time;
  return {
    value: step.methodKey(m),
    disabled: closed,
    label: (
      <>
        {m.method_title ?? m.carrier_title}
        {m.min_days !== null && m.max_days !== null && (
          <small css={{ display: 'block' }}>
            {deliveryDaysText(m.min_days, m.max_days, locale, t)}
          </small>
        )}
        {m.cutoff_time && (
          <small css={{ display: 'block' }}>
            {t(
              m.is_after_cutoff_time
                ? 'checkout.shipping.afterCutoff'
                : 'checkout.shipping.orderBy',
              {
                time: formatTime12h(m.cutoff_time, locale),
              },
            )}
          </small>
        )}
        {m.min_subtotal_for_free_shipping !== null && (
          <small css={{ display: 'block' }}>
            {t('checkout.shipping.freeOver', {
              amount: formatPrice(m.min_subtotal_for_free_shipping, locale),
            })}
          </small>
        )}
      </>
    ),
    detail: formatPrice(m.amount.value ?? null, locale),
  };
}

/** `/checkout/guest-shipping` and `/checkout/shipping`: contact, address, method and time. */
export function ShippingStep() {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const step = useShippingStep();
  const title = t(step.isGuest ? 'routes.checkout-guest-shipping' : 'routes.checkout-shipping');
  return (
    <CheckoutFrame title={title} step="shipping" status={step.status} retry={step.retry}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.xl, maxInlineSize: 720 })}>
        {step.isGuest && <GuestContact step={step} />}
        {step.pickup.offered && <ShippingModeChoice pickup={step.pickup} />}
        {step.pickup.mode === 'pickup' && (
          <PickupLocation pickup={step.pickup} fee={step.pickupFee} />
        )}
        {step.delivering && <ShippingAddress step={step} />}
        {step.address && step.delivering && (
          <OptionList
            legend={t('checkout.shipping.methodsTitle')}
            name="shipping-method"
            value={step.chosenMethod}
            onChange={step.chooseMethod}
            options={step.methods.map((m) => methodOption(step, m, locale, t))}
          />
        )}
        {step.address && step.methods.length === 0 && step.delivering && (
          <p role="status">{t('checkout.shipping.noMethods')}</p>
        )}
        {step.address && step.delivering && <DeliverySchedule slots={step.slots} />}
        {step.pickup.mode === 'pickup' && step.pickupCart && step.hasInvalidItems && (
          <p role="alert" css={{ margin: 0 }}>
            {t('delivery.invalidItems')}
          </p>
        )}
        {(step.error ?? step.pickup.error) && (
          <StepError>{step.error ?? step.pickup.error}</StepError>
        )}
        {!step.address && step.delivering && (
          <AddressNextStep isGuest={step.isGuest} changeArea={step.changeArea} />
        )}
        <Button
          variant="primary"
          size="lg"
          disabled={!step.canContinue}
          aria-busy={step.saving}
          onClick={() => void step.continueToPay()}
        >
          {step.saving ? t('checkout.shipping.saving') : t('checkout.shipping.continue')}
        </Button>
      </div>
    </CheckoutFrame>
  );
}
