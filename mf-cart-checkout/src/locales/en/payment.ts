/** English texts of the payment step's card form, saved cards, security-code dialog and wallet. */
export const paymentEn = {
  payment: {
    savedCards: 'Your saved cards',
    savedCard: '{{brand}} ending in {{last4}}',
    expires: 'Expires {{date}}',
    newCard: 'Card details',
    cardNumber: 'Card number',
    expiryDate: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    cvcHint: 'The 3 digits on the back of the card.',
    holderName: 'Name on the card',
    saveCard: 'Save this card for my next orders',
    cardSecure: 'The card is sent to the payment provider only, never stored by the store.',
    cvcTitle: 'Pay with your saved card',
    cvcText: 'Enter the security code of your {{card}}.',
    pay: 'Pay now',
    cancel: 'Cancel',
    walletPhone: 'Wallet phone number',
    walletHint: 'The mobile number of your wallet, 11 digits starting with 01.',
    leaving: 'Taking you to the payment page…',
    fixErrors: 'Check the highlighted fields.',
  },
};
