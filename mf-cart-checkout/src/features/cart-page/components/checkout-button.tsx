import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, numberFormat, buttonStyles, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { CartView } from '../../../shared/cart/cart-view';
import { trackBeginCheckout } from '../../../shared/cart/checkout-analytics';

/**
 * The cart's Checkout button (commerce spec sections 4 and 8): a link to /checkout, or a
 * disabled button with the reason while invalid items or the minimum order amount block it.
 */
export function CheckoutButton({ cart }: { cart: CartView }) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  let reason: string | null = null;
  if (cart.hasInvalidItems) reason = t('checkoutButton.invalidItems');
  else if (cart.minimumOrderShortfall !== null)
    reason = t('checkoutButton.minimumOrder', {
      amount: numberFormat(shell.locale).format(cart.minimumOrderShortfall),
    });
  if (reason) {
    return (
      <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
        <Button variant="primary" fullWidth disabled aria-describedby="checkout-blocked">
          {t('checkoutButton.label')}
        </Button>
        <p
          id="checkout-blocked"
          role="status"
          css={(theme) => ({ margin: 0, color: theme.colors.danger.foreground })}
        >
          {reason}
        </p>
      </div>
    );
  }
  return (
    <Link
      to={shell.localePath('/checkout')}
      onClick={() => trackBeginCheckout(shell.analytics, cart)}
      css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'lg', fullWidth: true })}
    >
      {t('checkoutButton.label')}
    </Link>
  );
}
