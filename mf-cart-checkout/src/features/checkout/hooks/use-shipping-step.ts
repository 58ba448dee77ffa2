import { useEffect, useMemo, useState } from 'react';
import { useShell } from '@dukkan/contracts';
import { trackCheckoutOption, trackCheckoutStep } from '../../../shared/cart/checkout-analytics';
import { defaultMethodOf, deliveryMethodsOf, methodKey, pickupMethodOf } from '../shipping-methods';
import { useContinueToPay } from './use-continue-to-pay';
import { useDeliverySlots } from './use-delivery-slots';
import { useGuestEmail } from './use-guest-email';
import { usePickup } from './use-pickup';
import { useShippingAddress } from './use-shipping-address';
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
  const shell = useShell();
  const { status, cart, cartId, isGuest, retry } = useShippingCart();
  const [method, setMethod] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const email = useGuestEmail(cart?.email);
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
  const methods = useMemo(() => deliveryMethodsOf(cart?.available_shipping_methods), [cart]);
  const chosenMethod = method ?? defaultMethodOf(cart, pickupCart);

  const districtId = hasAddress ? (address.district?.id ?? null) : null;
  const schedule = cart?.delivery_schedule;
  const slots = useDeliverySlots(
    districtId,
    useMemo(() => (schedule ? { day: schedule.day, intervalId: schedule.time } : null), [schedule]),
  );
  const savedAddressId = address?.customer_address_id ?? null;
  const addressStep = useShippingAddress({ cartId, isGuest, savedAddressId, email, setError });
  const pay = useContinueToPay({ isGuest, pickupCart, email, slots, districtId, setError });

  const pickupReady =
    pickup.mode === 'pickup' && pickupCart && !pickup.saving && !cart?.has_invalid_items;
  const deliveryReady = delivering && hasAddress && slots.choice !== null;
  const canContinue =
    !!chosenMethod && (pickupReady || deliveryReady) && !pay.saving && !addressStep.saving;
  const pickupMethod = pickupMethodOf(cart?.available_shipping_methods);

  return {
    status,
    retry: () => void retry(),
    isGuest,
    email: email.email,
    emailError: email.error,
    changeEmail: email.change,
    address: hasAddress ? address : null,
    delivering,
    pickup,
    hasInvalidItems: !!cart?.has_invalid_items,
    pickupFee: pickupMethod?.amount.value ?? null,
    pickupStore: pickupCart ? (cart?.store_location ?? null) : null,
    editingAddress: addressStep.editing || !hasAddress,
    /** Opens the shell's select-area dialog (the way out when no saved address suits the area). */
    changeArea: () => shell.bus.emit('open-store-selection'),
    editAddress: () => addressStep.setEditing(true),
    cancelEditAddress: () => addressStep.setEditing(false),
    submitAddress: addressStep.submit,
    selectSavedAddress: addressStep.selectSaved,
    savedAddressId,
    pickupCart,
    methods,
    chosenMethod,
    methodKey,
    chooseMethod: (key: string) => {
      setMethod(key);
      trackCheckoutOption(shell.analytics, 'shipping', key);
    },
    slots,
    canContinue,
    saving: pay.saving,
    error,
    continueToPay: async () => {
      if (cartId && chosenMethod && canContinue) await pay.save(cartId, chosenMethod);
    },
  };
}
