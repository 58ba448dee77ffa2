import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, Spinner, TextField, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { CartSummary } from '../../../shared/cart/components/cart-summary';
import { useCart } from '../../../shared/cart/hooks/use-cart';
import type { CartView } from '../../../shared/cart/cart-view';
import { usePaymentStep } from '../hooks/use-payment-step';
import { savedCardValue } from '../payment-choice';
import type { SavedCard } from '../payment-choice';
import { SAVED_CARD_CODE } from '../payment-operations';
import { CardForm } from './card-form';
import { CheckoutFrame } from './checkout-frame';
import { CvcDialog } from './cvc-dialog';
import { OptionList } from './option-list';
import type { Option } from './option-list';
import { StepError } from './step-error';

const BRANDS: Record<string, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard', MEEZA: 'Meeza' };

type PaymentStepView = ReturnType<typeof usePaymentStep>;

/** The methods to choose from; the saved cards follow the card method they pay with. */
function paymentOptions(
  step: PaymentStepView,
  cardName: (card: SavedCard) => string,
  t: TFunction<typeof NS>,
): Option[] {
  return step.methods.flatMap((m) => [
    { value: m.code, label: m.title },
    ...(m.code === SAVED_CARD_CODE
      ? step.savedCards.map((card) => ({
          value: savedCardValue(card),
          label: cardName(card),
          detail: card.expiry_date ? t('payment.expires', { date: card.expiry_date }) : null,
        }))
      : []),
  ]);
}

/** Shown while the browser leaves for the payment provider's page. */
function LeavingNotice() {
  const { t } = useTranslation(NS);
  return (
    <p
      role="status"
      css={(theme) => ({ margin: 0, display: 'flex', gap: theme.space.md, alignItems: 'center' })}
    >
      <Spinner />
      {t('payment.leaving')}
    </p>
  );
}

/** The methods, the chosen one's fields (a new card's form, a wallet's number) and the way back. */
function PaymentChoice({ step, options }: { step: PaymentStepView; options: Option[] }) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const { fields } = step;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
      {step.methods.length === 0 ? (
        <p role="status">{t('checkout.pay.noMethods')}</p>
      ) : (
        <OptionList
          legend={t('checkout.pay.title')}
          name="payment-method"
          value={step.chosen}
          onChange={step.choose}
          options={options}
        />
      )}
      {step.kind === 'card' && (
        <CardForm
          card={fields.card}
          errors={fields.cardErrors}
          onChange={fields.setCardField}
          saveCard={fields.saveCard}
          onSaveCard={fields.setSaveCard}
          canSave={!step.isGuest}
        />
      )}
      {step.kind === 'wallet' && (
        <TextField
          label={t('payment.walletPhone')}
          hint={t('payment.walletHint')}
          value={fields.phone}
          onChange={(e) => fields.setPhone(e.target.value)}
          error={fields.walletError ?? undefined}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={16}
          required
        />
      )}
      <Link to={shell.localePath('/checkout/shipping')}>{t('checkout.pay.back')}</Link>
    </div>
  );
}

/** The totals, the error of the last attempt, and Place order. */
function PlaceOrderPanel({ step, view }: { step: PaymentStepView; view: CartView | null }) {
  const { t } = useTranslation(NS);
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
      {view && <CartSummary cart={view} />}
      {step.error && <StepError>{step.error}</StepError>}
      <Button
        variant="primary"
        size="lg"
        fullWidth
        disabled={!step.chosen}
        aria-busy={step.state === 'loading'}
        aria-disabled={step.state === 'loading' ? true : undefined}
        onClick={() => void step.placeOrder()}
      >
        {step.state === 'loading' ? t('checkout.pay.placing') : t('checkout.pay.placeOrder')}
      </Button>
    </div>
  );
}

/** `/checkout/pay`: the cart's payment methods, the totals and Place order. */
export function PaymentStep() {
  const { t } = useTranslation(NS);
  const step = usePaymentStep();
  const view = useCart();
  const cardName = (card: SavedCard) =>
    t('payment.savedCard', {
      brand: BRANDS[card.payment_option ?? ''] ?? card.payment_option ?? '',
      last4: (card.card_number ?? '').slice(-4),
    });
  return (
    <CheckoutFrame
      title={t('routes.checkout-pay')}
      step="payment"
      status={step.leaving ? 'ready' : step.status}
      retry={step.retry}
    >
      {step.leaving ? (
        <LeavingNotice />
      ) : (
        <div
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.xl,
            [theme.mq.md]: { gridTemplateColumns: '1fr 340px', alignItems: 'start' },
          })}
        >
          <PaymentChoice step={step} options={paymentOptions(step, cardName, t)} />
          <PlaceOrderPanel step={step} view={view} />
        </div>
      )}
      <CvcDialog
        open={step.cvcDialog.open && step.chosenCard !== null}
        card={step.chosenCard ? cardName(step.chosenCard) : ''}
        value={step.cvcDialog.value}
        error={step.cvcDialog.error}
        busy={step.state === 'loading'}
        onChange={step.cvcDialog.change}
        onClose={step.cvcDialog.close}
        onSubmit={step.cvcDialog.submit}
      />
    </CheckoutFrame>
  );
}
