import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import { readCart } from '../../../shared/cart/cart-cache';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { trackShippingInfo } from '../../../shared/cart/checkout-analytics';
import { describeCheckoutError } from '../checkout-errors';
import { saveGuestEmail, saveShippingChoice } from '../checkout-operations';
import type { useDeliverySlots } from './use-delivery-slots';
import type { useGuestEmail } from './use-guest-email';

interface ContinueStep {
  isGuest: boolean;
  pickupCart: boolean;
  email: ReturnType<typeof useGuestEmail>;
  slots: ReturnType<typeof useDeliverySlots>;
  districtId: number | null;
  setError: (message: string | null) => void;
}

/**
 * Continue to payment: a guest collecting from a store has given no address, so the e-mail is
 * checked and set here; then the delivery schedule (not for pickup) and the shipping method,
 * `add_shipping_info`, and the payment step. A full interval is reported, the times are asked
 * again and the shopper is back on the shipping step to choose another.
 */
export function useContinueToPay({
  isGuest,
  pickupCart,
  email,
  slots,
  districtId,
  setError,
}: ContinueStep) {
  const deps = useCartDeps();
  const shell = useShell();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const save = async (cartId: string, method: string) => {
    const [carrierCode = '', methodCode = ''] = method.split('/');
    if (isGuest && pickupCart && email.check() !== null) return;
    setSaving(true);
    setError(null);
    try {
      if (isGuest && pickupCart) await saveGuestEmail(deps, cartId, email.email);
      const schedule =
        pickupCart || !slots.choice || districtId === null ? null : { ...slots.choice, districtId };
      await saveShippingChoice(deps, cartId, { carrierCode, methodCode, schedule });
      const view = readCart(deps.client, cartId);
      if (view) trackShippingInfo(shell.analytics, view, method);
      void navigate(shell.localePath('/checkout/pay'));
    } catch (caught) {
      const problem = describeCheckoutError(caught, shell.locale, 'order');
      setError(problem.message);
      if (problem.action === 'redirectToShipping') {
        shell.alerts.push({ type: 'warning', message: problem.message, keepOnRouteChange: true });
        slots.reload();
        if (!window.location.pathname.endsWith('/checkout/shipping'))
          void navigate(shell.localePath('/checkout/shipping'));
      }
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
