import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isValidEmail, storeChoiceOf, useShell, validationMessage } from '@dukkan/contracts';
import type { AddressFormResult, SavedAddress } from '@dukkan/contracts';
import { readCart } from '../../../shared/cart/cart-cache';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import {
  trackCheckoutOption,
  trackCheckoutStep,
  trackShippingInfo,
} from '../../../shared/cart/checkout-analytics';
import { describeCheckoutError } from '../checkout-errors';
import {
  STORE_PICKUP_CARRIER,
  saveGuestContactAndAddress,
  saveGuestEmail,
  saveShippingAddress,
  saveShippingChoice,
  toCartAddressInput,
} from '../checkout-operations';
import { useDeliverySlots } from './use-delivery-slots';
import { usePickup } from './use-pickup';
import { useShippingCart } from './use-checkout-cart';

/**
 * The shipping step (guest and customer): e-mail (guests), home delivery or store pickup (when
 * the store offers it), the delivery address through the account's address form, shipping
 * methods with fees (storepickup hidden, the first selected; a pickup cart takes storepickup),
 * the delivery day and interval of the address's district or the pickup location, and Continue
 * to payment. A refused step keeps everything typed; a full interval is reported and the times
 * asked again.
 */
export function useShippingStep() {
  const deps = useCartDeps();
  const shell = useShell();
  const navigate = useNavigate();
  const { status, cart, cartId, isGuest, retry } = useShippingCart();
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [editingAddress, setEditingAddress] = useState(false);
  const [method, setMethod] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the shopper typed, else the e-mail already on the cart (back from the payment step).
  const email = typedEmail ?? cart?.email ?? '';
  useEffect(() => trackCheckoutStep(shell.analytics, 'shipping'), [shell.analytics]);

  const address = cart?.shipping_addresses[0] ?? null;
  const hasAddress = !!address && !address.is_store_pickup && !!address.district?.id;
  const pickupCart = !!address?.is_store_pickup;
  const pickup = usePickup(
    cart?.id ?? cartId,
    pickupCart ? (cart?.store_location?.id ?? null) : null,
  );
  // The address, methods and times show only while delivering (not while leaving pickup).
  const delivering = pickup.mode === 'delivery' && !pickupCart;
  const methods = useMemo(
    () =>
      (cart?.available_shipping_methods ?? []).flatMap((m) =>
        m && m.carrier_code !== STORE_PICKUP_CARRIER ? [m] : [],
      ),
    [cart],
  );
  const methodKey = (m: { carrier_code: string; method_code: string | null }) =>
    `${m.carrier_code}/${m.method_code ?? ''}`;
  const selectable = methods.filter((m) => m.available && !m.is_after_cutoff_time);
  const selected = cart?.selected_shipping_method;
  const pickupMethod = (cart?.available_shipping_methods ?? []).find(
    (m) => m?.carrier_code === STORE_PICKUP_CARRIER,
  );
  const defaultMethod = pickupCart
    ? pickupMethod
      ? methodKey(pickupMethod)
      : null
    : selected && selectable.some((m) => methodKey(m) === methodKey(selected))
      ? methodKey(selected)
      : selectable[0]
        ? methodKey(selectable[0])
        : null;
  const chosenMethod = method ?? defaultMethod;

  const districtId = hasAddress ? (address.district?.id ?? null) : null;
  const schedule = cart?.delivery_schedule;
  const slots = useDeliverySlots(
    districtId,
    useMemo(() => (schedule ? { day: schedule.day, intervalId: schedule.time } : null), [schedule]),
  );

  const changeEmail = (value: string) => {
    setTypedEmail(value);
    if (emailError) setEmailError(null);
  };

  /** The address form's submit: a refusal rejects, so the form keeps what was typed. */
  const submitAddress = async ({ input }: AddressFormResult) => {
    if (!cartId)
      throw new Error(describeCheckoutError(new Error('cart'), shell.locale, 'order').message);
    if (isGuest && !isValidEmail(email.trim())) {
      const message = validationMessage(email.trim() ? 'email' : 'required', shell.locale);
      setEmailError(message);
      throw new Error(message);
    }
    try {
      const cartAddress = toCartAddressInput(input);
      if (isGuest) await saveGuestContactAndAddress(deps, cartId, email, cartAddress);
      else await saveShippingAddress(deps, cartId, { address: cartAddress });
      setEditingAddress(false);
      setError(null);
    } catch (caught) {
      throw new Error(describeCheckoutError(caught, shell.locale, 'address').message, {
        cause: caught,
      });
    }
  };

  const [savingAddress, setSavingAddress] = useState(false);
  /**
   * A customer's saved address chosen in the picker (or picked first by it) goes on the cart. One
   * of another area first becomes the store choice (shell spec section 4: every request then
   * names its store, and the service moves the cart there), and the previous choice comes back
   * if the service refuses: the header's area, the prices and the cart agree either way.
   */
  const selectSavedAddress = async (saved: SavedAddress) => {
    if (!cartId || saved.id === null || address?.customer_address_id === saved.id) return;
    setSavingAddress(true);
    setError(null);
    const previous = shell.store.choice;
    const choice = storeChoiceOf(saved);
    const moves = choice !== null && choice.defaultOrderSource !== shell.store.source;
    if (moves) shell.store.setChoice(choice);
    try {
      await saveShippingAddress(
        deps,
        cartId,
        { customerAddressId: saved.id },
        moves ? choice.defaultOrderSource : undefined,
      );
    } catch (caught) {
      if (moves) shell.store.setChoice(previous);
      setError(describeCheckoutError(caught, shell.locale, 'address').message);
    } finally {
      setSavingAddress(false);
    }
  };

  const chooseMethod = (key: string) => {
    setMethod(key);
    trackCheckoutOption(shell.analytics, 'shipping', key);
  };

  const pickupReady =
    pickup.mode === 'pickup' && pickupCart && !pickup.saving && !cart?.has_invalid_items;
  const deliveryReady = delivering && hasAddress && slots.choice !== null;
  const canContinue = !!chosenMethod && (pickupReady || deliveryReady) && !saving && !savingAddress;

  const continueToPay = async () => {
    if (!cartId || !chosenMethod || !canContinue) return;
    const [carrierCode = '', methodCode = ''] = chosenMethod.split('/');
    // A guest collecting from a store has given no address: the e-mail is checked and set here.
    if (isGuest && pickupCart && !isValidEmail(email.trim())) {
      setEmailError(validationMessage(email.trim() ? 'email' : 'required', shell.locale));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      if (isGuest && pickupCart) await saveGuestEmail(deps, cartId, email);
      await saveShippingChoice(deps, cartId, {
        carrierCode,
        methodCode,
        schedule:
          pickupCart || !slots.choice || districtId === null
            ? null
            : { ...slots.choice, districtId },
      });
      const view = readCart(deps.client, cartId);
      if (view) trackShippingInfo(shell.analytics, view, chosenMethod);
      void navigate(shell.localePath('/checkout/pay'));
    } catch (caught) {
      const problem = describeCheckoutError(caught, shell.locale, 'order');
      setError(problem.message);
      if (problem.action === 'redirectToShipping') {
        // The interval filled up meanwhile: back to the shipping step to choose another.
        shell.alerts.push({ type: 'warning', message: problem.message, keepOnRouteChange: true });
        slots.reload();
        if (!window.location.pathname.endsWith('/checkout/shipping'))
          void navigate(shell.localePath('/checkout/shipping'));
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    status,
    retry: () => void retry(),
    isGuest,
    email,
    emailError,
    changeEmail,
    address: hasAddress ? address : null,
    delivering,
    pickup,
    hasInvalidItems: !!cart?.has_invalid_items,
    pickupFee: pickupMethod?.amount.value ?? null,
    pickupStore: pickupCart ? (cart?.store_location ?? null) : null,
    editingAddress: editingAddress || !hasAddress,
    /** Opens the shell's select-area dialog (the way out when no saved address suits the area). */
    changeArea: () => shell.bus.emit('open-store-selection'),
    editAddress: () => setEditingAddress(true),
    cancelEditAddress: () => setEditingAddress(false),
    submitAddress,
    selectSavedAddress,
    savedAddressId: address?.customer_address_id ?? null,
    pickupCart,
    methods,
    chosenMethod,
    methodKey,
    chooseMethod,
    slots,
    canContinue,
    saving,
    error,
    continueToPay,
  };
}
