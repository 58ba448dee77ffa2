import { useState } from 'react';
import { useShell } from '@dukkan/contracts';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import type { SavedCard } from '../payment-choice';
import { describePaymentError } from '../payment-errors';
import { leaveForPaymentPage } from '../payment-navigation';
import { SAVED_CARD_CODE, payWithSavedCard } from '../payment-operations';
import type { usePaymentFields } from './use-payment-fields';
import type { usePlaceOrderState } from './use-place-order-state';

interface SavedCardPayment {
  cartId: string | null;
  card: SavedCard | null;
  fields: ReturnType<typeof usePaymentFields>;
  order: ReturnType<typeof usePlaceOrderState>;
  /** Reports the payment choice (`add_payment_info`) as the payment starts. */
  trackChoice: (paymentType: string) => void;
  /** What the service says of the card method (AvailablePaymentMethod.sandbox). */
  sandbox: boolean;
}

/**
 * Paying with a saved card (spec section 5): the security code dialog, opened empty each time
 * (`show`); its errors show after the first Pay; Pay places the order with the code and leaves
 * for the provider's page. A refusal is shown in the dialog, where the shopper is, and typing
 * clears it. The dialog cannot be closed while placing; closing it makes the step idle again.
 */
export function useCvcDialog({
  cartId,
  card,
  fields,
  order,
  trackChoice,
  sandbox,
}: SavedCardPayment) {
  const deps = useCartDeps();
  const shell = useShell();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const show = () => {
    setValue('');
    setChecked(false);
    setServerError(null);
    setOpen(true);
  };

  const pay = async () => {
    if (order.placing.current || !cartId || !card) return;
    setChecked(true);
    setServerError(null);
    if ((await fields.checkCvc(value, card.card_number ?? null)) !== null) return;
    const placeAndLeave = async () => {
      trackChoice(SAVED_CARD_CODE);
      order.setLeaving(true);
      const redirect = await payWithSavedCard(deps, cartId, value, sandbox);
      setOpen(false);
      leaveForPaymentPage(redirect);
    };
    await order.run(placeAndLeave, 'savedCard', setServerError).catch((caught: unknown) => {
      setServerError(describePaymentError(caught, shell.locale, 'savedCard').message);
      order.setError(null);
    });
  };

  return {
    show,
    dialog: {
      open,
      value,
      error: serverError ?? (checked ? fields.cvcProblem(value, card?.card_number ?? null) : null),
      change: (next: string) => {
        setValue(next);
        setServerError(null);
      },
      close: () => {
        if (order.placing.current) return;
        setOpen(false);
        order.setState('idle');
      },
      submit: () => void pay(),
    },
  };
}
