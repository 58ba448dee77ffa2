/**
 * English texts of the shipping step's choice between home delivery and store pickup,
 * and of the phone login on /checkout.
 */
export const deliveryEn = {
  delivery: {
    modeTitle: 'How would you like to get your order?',
    homeDelivery: 'Home delivery',
    homeDeliveryHint: 'To your address, on the day and interval you choose.',
    storePickup: 'Store pickup',
    storePickupHint: 'Collect it yourself from one of our stores.',
    storesTitle: 'Pickup location',
    chooseStore: 'Choose the store you will collect your order from.',
    loadingStores: 'Loading the pickup locations',
    storesError: 'The pickup locations could not be loaded.',
    retry: 'Try again',
    noStores: 'No pickup location is open at the moment. Choose home delivery.',
    hours: '{{days}}: {{open}} to {{close}}',
    phone: 'Phone',
    pickupFrom: 'Pick up from {{name}}',
    rules:
      'Your order waits for you at this store until you collect it. The pickup address is not saved to your address book.',
    invalidItems:
      'Some items are not in stock at this store. Choose another store or home delivery, or change your cart.',
    saving: 'Saving your choice…',
    fee: 'Pickup fee',
  },
  quickLogin: {
    title: 'Log in with a code',
    phone: 'Phone number',
    hint: 'We text you a 4-digit code to enter here; you stay in checkout.',
    send: 'Send me a code',
    waiting: 'Waiting for the code…',
    other: 'New here, or prefer your e-mail and password?',
  },
};
