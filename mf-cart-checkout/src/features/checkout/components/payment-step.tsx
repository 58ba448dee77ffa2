import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { CartSummary } from '../../../shared/cart/components/cart-summary';
import { useCartStore } from '../../../shared/cart/cart-store';
import { usePaymentStep } from '../hooks/use-payment-step';
import { CheckoutFrame } from './checkout-frame';
import { OptionList } from './option-list';

/** `/checkout/pay`: the cart's payment methods, the totals and Place order. */
export function PaymentStep() {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const step = usePaymentStep();
  const view = useCartStore((s) => s.cart);
  return (
    <CheckoutFrame
      title={t('routes.checkout-pay')}
      step="payment"
      status={step.status}
      retry={step.retry}
    >
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.xl,
          [theme.mq.md]: { gridTemplateColumns: '1fr 340px', alignItems: 'start' },
        })}
      >
        <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
          {step.methods.length === 0 ? (
            <p role="status">{t('checkout.pay.noMethods')}</p>
          ) : (
            <OptionList
              legend={t('checkout.pay.title')}
              name="payment-method"
              value={step.chosen}
              onChange={step.choose}
              options={step.methods.map((m) => ({ value: m.code, label: m.title }))}
            />
          )}
          <Link to={shell.localePath('/checkout/shipping')}>{t('checkout.pay.back')}</Link>
        </div>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
          {view && <CartSummary cart={view} />}
          {step.error && (
            <p
              role="alert"
              css={(theme) => ({
                margin: 0,
                padding: theme.space.md,
                borderRadius: theme.radii.md,
                background: theme.colors.danger.background,
                color: theme.colors.danger.foreground,
              })}
            >
              {step.error}
            </p>
          )}
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
      </div>
    </CheckoutFrame>
  );
}
