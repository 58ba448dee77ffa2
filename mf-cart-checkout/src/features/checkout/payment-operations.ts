// The payment calls that place the order themselves (commerce spec section 7): the PayFort-style
// card signature with the card form posted to the provider's page, a saved card with its
// security code, and the mobile wallet. Each places the order payment-pending and answers the
// provider's page; the cart is then reset and the browser leaves for that page, from which the
// service's payment sandbox (development) or Amazon Payment Services returns to
// /orders/success?merchantRef= or /orders/error. `sandbox` is what the service says of the
// method (AvailablePaymentMethod.sandbox); the service decides either way.
import type { CartDeps } from '../../shared/cart/cart-operations';
import { orderPlaced, setWebOrderSource } from './checkout-operations';
import { CardPaymentSignatureDocument } from './graphql/__generated__/card-payment-signature';
import { PlaceOrderWithSavedCardDocument } from './graphql/__generated__/place-order-with-saved-card';
import { SavePaymentCardDocument } from './graphql/__generated__/save-payment-card';
import { SetPaymentCardDocument } from './graphql/__generated__/set-payment-card';
import { WalletPaymentDocument } from './graphql/__generated__/wallet-payment';

/** Card methods paid on the provider's card form through the signature (new card). */
export const CARD_FORM_CODES: readonly string[] = [
  'robusta_payfort_cc',
  'robusta_payfort_installments',
];
/** The method a saved card pays with (spec: saved cards are PayFort tokens). */
export const SAVED_CARD_CODE = 'robusta_payfort_cc';
/** Spec section 9: the wallet payment code. */
export const WALLET_CODE = 'robusta_accept_mobile_wallets';

/** What the shopper typed on the card form (sent to the provider's page only, never to the service). */
export interface NewCard {
  cardNumber: string;
  expiryDate: string;
  cvc: string;
  holderName: string;
}

/** The error thrown when a payment answer carries no page to go to (spec: "cannot place order"). */
export class NoPaymentLinkError extends Error {
  constructor() {
    super('cannot place order');
  }
}

/** Chooses a saved card for the cart (the cart's method becomes the card method). */
export async function chooseSavedCard(
  deps: CartDeps,
  cartId: string,
  cardId: number,
): Promise<void> {
  await deps.client.mutate({
    mutation: SetPaymentCardDocument,
    variables: { input: { cart_id: cartId, card_id: cardId } },
  });
}

/** Places the cart with the chosen saved card and its security code; answers the 3-D Secure page. */
export async function payWithSavedCard(
  deps: CartDeps,
  cartId: string,
  cvv: string,
  sandbox: boolean,
): Promise<string> {
  await setWebOrderSource(deps, cartId);
  const { data } = await deps.client.mutate({
    mutation: PlaceOrderWithSavedCardDocument,
    variables: { input: { cart_id: cartId, cvv: cvv.trim(), sandbox } },
  });
  const answer = data?.placeOrderWithSavedCard;
  if (!answer?.redirect_url) throw new NoPaymentLinkError();
  orderPlaced(deps, cartId, answer.order_number, false);
  return answer.redirect_url;
}

/** A form posting `fields` to `action`, as the provider's page expects (not submitted yet). */
export function providerForm(action: string, fields: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.appendChild(field);
  }
  return form;
}

/** The browser's device fingerprint, loaded only now (device-fingerprint.ts); none on failure. */
async function fingerprint(): Promise<string | null> {
  try {
    const { deviceFingerprint } = await import(
      /* webpackChunkName: "device-fingerprint" */ './device-fingerprint'
    );
    return await deviceFingerprint();
  } catch {
    return null;
  }
}

/**
 * A new card: asks to keep the card (customers), then the signature with the device
 * fingerprint, which places the order payment-pending; answers the form that posts the signed
 * fields to the provider's page, with the card typed here when the sandbox's card form stands in
 * for the provider's (`card`), without when the provider's page takes the card (null: Amazon
 * Payment Services). The card itself never goes to the service.
 */
export async function payWithNewCard(
  deps: CartDeps,
  cartId: string,
  card: NewCard | null,
  options: { isGuest: boolean; saveCard: boolean; returnUrl: string; sandbox: boolean },
): Promise<HTMLFormElement> {
  const device = await fingerprint();
  if (!options.isGuest && card) {
    await deps.client.mutate({
      mutation: SavePaymentCardDocument,
      variables: { input: { cart_id: cartId, save_card: options.saveCard } },
    });
  }
  await setWebOrderSource(deps, cartId);
  const { data } = await deps.client.mutate({
    mutation: CardPaymentSignatureDocument,
    variables: {
      input: {
        cart_id: cartId,
        return_url: options.returnUrl,
        sandbox: options.sandbox,
        ...(device ? { device_fingerprint: device } : {}),
      },
    },
  });
  const answer = data?.cardPaymentSignature;
  if (!answer?.service_url) throw new NoPaymentLinkError();
  orderPlaced(deps, cartId, answer.order_number, options.isGuest);
  const signed = Object.fromEntries(
    (answer.fields ?? []).flatMap((f) => (f?.name ? [[f.name, f.value ?? '']] : [])),
  );
  return providerForm(answer.service_url, {
    ...signed,
    signature: answer.signature,
    ...(card
      ? {
          card_number: card.cardNumber.replace(/[\s-]/g, ''),
          expiry_date: card.expiryDate.trim(),
          card_security_code: card.cvc.trim(),
          card_holder_name: card.holderName.trim(),
        }
      : {}),
  });
}

/** The mobile wallet: places the cart with the wallet number; answers the wallet's page. */
export async function payWithWallet(
  deps: CartDeps,
  cartId: string,
  phone: string,
  isGuest: boolean,
): Promise<string> {
  await setWebOrderSource(deps, cartId);
  const { data } = await deps.client.mutate({
    mutation: WalletPaymentDocument,
    variables: {
      input: { cart_id: cartId, phone_number: phone.trim(), payment_code: WALLET_CODE },
    },
  });
  const answer = data?.walletPayment;
  if (!answer?.iframe_url) throw new NoPaymentLinkError();
  orderPlaced(deps, cartId, answer.order_number, isGuest);
  return answer.iframe_url;
}
