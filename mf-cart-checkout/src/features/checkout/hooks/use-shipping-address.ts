import { useState } from 'react';
import { storeChoiceOf, useShell } from '@dukkan/contracts';
import type { AddressFormResult, SavedAddress } from '@dukkan/contracts';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { describeCheckoutError } from '../checkout-errors';
import {
  saveGuestContactAndAddress,
  saveShippingAddress,
  toCartAddressInput,
} from '../checkout-operations';
import type { useGuestEmail } from './use-guest-email';

interface AddressStep {
  cartId: string | null;
  isGuest: boolean;
  /** The id of the saved address already on the cart, else null. */
  savedAddressId: number | null;
  email: ReturnType<typeof useGuestEmail>;
  /** The step's error line (a refused saved address is shown there). */
  setError: (message: string | null) => void;
}

/**
 * The delivery address of the shipping step: the address form (a guest's e-mail goes with it)
 * and the customer's saved addresses. A saved address of another area first becomes the store
 * choice (shell spec section 4: every request then names its store, and the service moves the
 * cart there); the previous choice comes back if the service refuses, so the header's area, the
 * prices and the cart agree either way.
 */
export function useShippingAddress({
  cartId,
  isGuest,
  savedAddressId,
  email,
  setError,
}: AddressStep) {
  const deps = useCartDeps();
  const shell = useShell();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);

  /** The address form's submit: a refusal rejects, so the form keeps what was typed. */
  const submit = async ({ input }: AddressFormResult) => {
    if (!cartId)
      throw new Error(describeCheckoutError(new Error('cart'), shell.locale, 'order').message);
    const emailProblem = isGuest ? email.check() : null;
    if (emailProblem) throw new Error(emailProblem);
    try {
      const cartAddress = toCartAddressInput(input);
      if (isGuest) await saveGuestContactAndAddress(deps, cartId, email.email, cartAddress);
      else await saveShippingAddress(deps, cartId, { address: cartAddress });
      setEditing(false);
      setError(null);
    } catch (caught) {
      throw new Error(describeCheckoutError(caught, shell.locale, 'address').message, {
        cause: caught,
      });
    }
  };

  /** A saved address chosen in the picker (or picked first by it) goes on the cart. */
  const selectSaved = async (saved: SavedAddress) => {
    if (!cartId || saved.id === null || savedAddressId === saved.id) return;
    setSaving(true);
    setError(null);
    const previous = shell.store.choice;
    const choice = storeChoiceOf(saved);
    const moves = choice !== null && choice.defaultOrderSource !== shell.store.source;
    if (moves) shell.store.setChoice(choice);
    try {
      const source = moves ? choice.defaultOrderSource : undefined;
      await saveShippingAddress(deps, cartId, { customerAddressId: saved.id }, source);
    } catch (caught) {
      if (moves) shell.store.setChoice(previous);
      setError(describeCheckoutError(caught, shell.locale, 'address').message);
    } finally {
      setSaving(false);
    }
  };

  return { editing, setEditing, saving, submit, selectSaved };
}
