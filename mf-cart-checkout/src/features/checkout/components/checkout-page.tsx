import { Navigate } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import { CheckoutStart } from './checkout-start';
import { PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';

/** The checkout's routes, told apart by route id (the shell mounts one page for all four). */
export function CheckoutPageView({ routeId }: { routeId: string }) {
  const shell = useShell();
  if (routeId === 'checkout-pay') return <PaymentStep />;
  if (routeId === 'checkout-guest-shipping' && shell.session.isLoggedIn)
    return <Navigate to={shell.localePath('/checkout/shipping')} replace />;
  if (routeId === 'checkout-shipping' || routeId === 'checkout-guest-shipping')
    return <ShippingStep />;
  return <CheckoutStart />;
}
