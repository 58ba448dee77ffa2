import { useEffect, useRef } from 'react';
import type { MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import type { ShellContextValue } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { readCart } from '../../../shared/cart/cart-cache';
import type { CartDeps } from '../../../shared/cart/cart-operations';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import {
  trackCheckoutOption,
  trackCheckoutStep,
  trackPaymentInfo,
} from '../../../shared/cart/checkout-analytics';
import { placeCartOrder, savePaymentMethod } from '../checkout-operations';
import type { PaymentKind } from '../payment-choice';
import { describePaymentError } from '../payment-errors';
import { rememberPaymentCart } from '../../../shared/cart/payment-cart-memory';
import { leaveForPaymentPage, postProviderForm } from '../payment-navigation';
import {
  SAVED_CARD_CODE,
  chooseSavedCard,
  payWithNewCard,
  payWithWallet,
} from '../payment-operations';
import { usePaymentCart } from './use-checkout-cart';
import { useCvcDialog } from './use-cvc-dialog';
import { usePaymentChoice } from './use-payment-choice';
import { usePaymentFields } from './use-payment-fields';
import { usePlaceOrderState } from './use-place-order-state';

/** What placing the order with a method needs from the step. */
interface Placing {
  deps: CartDeps;
  shell: ShellContextValue;
  navigate: NavigateFunction;
  cartId: string;
  isGuest: boolean;
  fields: ReturnType<typeof usePaymentFields>;
  placing: MutableRefObject<boolean>;
  setLeaving: (leaving: boolean) => void;
  /** What the service says of the chosen method (AvailablePaymentMethod.sandbox). */
  sandbox: boolean;
}

/**
 * Places the order with the chosen method (already set on the cart): offline methods here, then
 * the success page; a new card through the signature and the provider's card form; a wallet
 * through the wallet's page; the Accept methods through the service's place-order page. A guest
 * leaving for a provider's page remembers the cart (a declined payment gives it back).
 */
async function placeWith(kind: PaymentKind, redirect: string | null, step: Placing) {
  const { deps, shell, navigate, cartId, isGuest, fields } = step;
  if (kind === 'offline') {
    const order = await placeCartOrder(deps, cartId, isGuest);
    step.placing.current = false;
    const base = isGuest ? '/guest-order/success' : '/orders/success';
    void navigate(shell.localePath(`${base}?id=${encodeURIComponent(order.number)}`));
  } else if (kind === 'card' || kind === 'hostedCard') {
    step.setLeaving(true);
    if (isGuest) rememberPaymentCart(cartId);
    const returnUrl = `${window.location.origin}${shell.localePath('/orders/success')}`;
    const form = await payWithNewCard(deps, cartId, kind === 'card' ? fields.card : null, {
      isGuest,
      saveCard: kind === 'card' && !isGuest && fields.saveCard,
      returnUrl,
      sandbox: step.sandbox,
    });
    postProviderForm(form);
  } else if (kind === 'wallet') {
    step.setLeaving(true);
    if (isGuest) rememberPaymentCart(cartId);
    leaveForPaymentPage(await payWithWallet(deps, cartId, fields.phone, isGuest));
  } else {
    if (!redirect) throw new Error('cannot place order');
    // The Accept methods: the service's place-order page of this store places and pays.
    step.placing.current = false;
    void navigate(shell.localePath('/place-order'));
  }
}

/**
 * The payment step: the methods the service offers this cart (the first selected), the
 * customer's saved cards (when the card method is offered), and Place order.
 * - Offline methods (cash or card on delivery, free) place the order here; success page.
 * - A new card (PayFort card and installments): the card form, checked here, then the signature
 *   places the order and the form posts the card to the provider's page; with Amazon Payment
 *   Services (the method not the sandbox's) no card is typed here: the signed form goes to its
 *   page, which takes the card.
 * - A saved card: choosing it sets it on the cart and asks its security code in the `cvc` dialog.
 * - Mobile wallet: the wallet number, then the wallet's page.
 * - The Accept methods: the place-order page the service answers, which goes to their page.
 * The state returns to idle when the method changes, when the form errors are cleared or the
 * error is dismissed; a press while placing sends nothing; `add_payment_info` goes once per choice.
 */
export function usePaymentStep() {
  const { t } = useTranslation(NS);
  const deps = useCartDeps();
  const shell = useShell();
  const navigate = useNavigate();
  const { status, cart, cartId, isGuest, retry } = usePaymentCart();
  const fields = usePaymentFields(shell.locale);
  const choice = usePaymentChoice(cart, isGuest);
  const { chosen, chosenCard, kind } = choice;
  useEffect(() => trackCheckoutStep(shell.analytics, 'payment'), [shell.analytics]);
  // The form errors of the chosen method: once all are fixed, the state is idle again.
  const order = usePlaceOrderState(
    kind === 'card' || kind === 'wallet' ? fields.hasErrors(kind) : false,
  );
  const trackedChoice = useRef<string | null>(null);

  const trackChoice = (paymentType: string) => {
    const key = chosen ?? paymentType;
    const view = readCart(deps.client, cartId);
    if (trackedChoice.current === key || !view) return;
    trackedChoice.current = key;
    trackPaymentInfo(shell.analytics, view, paymentType);
  };
  const cvc = useCvcDialog({
    cartId,
    card: chosenCard,
    fields,
    order,
    trackChoice,
    sandbox: choice.sandbox,
  });

  const choose = (next: string) => {
    choice.pick(next);
    order.reset();
    const card = choice.cardOf(next);
    trackCheckoutOption(shell.analytics, 'payment', card ? SAVED_CARD_CODE : next);
    // The card goes on the cart now; its security code is asked at once.
    if (card && cartId)
      chooseSavedCard(deps, cartId, card.card_id).then(cvc.show, (caught: unknown) =>
        order.fail(describePaymentError(caught, shell.locale, 'savedCard').message),
      );
  };

  const placeOrder = async () => {
    if (order.placing.current || !cartId || !chosen || !kind) return;
    if (kind === 'savedCard') {
      cvc.show();
      return;
    }
    if (kind === 'card' && !(await fields.checkCard())) {
      order.fail(t('payment.fixErrors'));
      return;
    }
    if (kind === 'wallet' && !(await fields.checkWallet())) {
      order.setState('error');
      return;
    }
    const step = {
      deps,
      shell,
      navigate,
      cartId,
      isGuest,
      fields,
      sandbox: choice.sandbox,
      ...order,
    };
    const work = async () => {
      const redirect = await savePaymentMethod(deps, cartId, chosen);
      trackChoice(chosen);
      await placeWith(kind, redirect, step);
    };
    const errorKind =
      kind === 'card' || kind === 'hostedCard' ? 'card' : kind === 'wallet' ? kind : 'other';
    await order.run(work, errorKind, fields.setWalletServerError).catch(() => undefined);
  };

  return {
    status,
    retry: () => void retry(),
    cart,
    methods: choice.methods,
    savedCards: choice.savedCards,
    chosen,
    chosenCard,
    kind,
    choose,
    state: order.state,
    leaving: order.leaving,
    error: order.error,
    clearError: order.reset,
    placeOrder,
    fields,
    isGuest,
    cvcDialog: cvc.dialog,
  };
}
