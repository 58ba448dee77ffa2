import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { readCart } from '../../../shared/cart/cart-cache';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import {
  trackCheckoutOption,
  trackCheckoutStep,
  trackPaymentInfo,
} from '../../../shared/cart/checkout-analytics';
import { OFFLINE_PAYMENT_CODES, placeCartOrder, savePaymentMethod } from '../checkout-operations';
import { CheckoutSavedCardsDocument } from '../graphql/__generated__/checkout-saved-cards';
import type { CheckoutSavedCardsQuery } from '../graphql/__generated__/checkout-saved-cards';
import { describePaymentError } from '../payment-errors';
import { rememberPaymentCart } from '../../../shared/cart/payment-cart-memory';
import { leaveForPaymentPage, postProviderForm } from '../payment-navigation';
import {
  CARD_FORM_CODES,
  SAVED_CARD_CODE,
  WALLET_CODE,
  chooseSavedCard,
  payWithNewCard,
  payWithSavedCard,
  payWithWallet,
} from '../payment-operations';
import { usePaymentCart } from './use-checkout-cart';
import { usePaymentFields } from './use-payment-fields';

/** Place-order state of commerce spec section 4. */
export type PlaceOrderState = 'idle' | 'loading' | 'error';

export type SavedCard = NonNullable<NonNullable<CheckoutSavedCardsQuery['customerCards']>[number]>;

/** The option value of a saved card in the payment choices. */
export const savedCardValue = (card: Pick<SavedCard, 'card_id'>) => `saved-card:${card.card_id}`;
const SAVED_PREFIX = 'saved-card:';

/**
 * The payment step: the methods the service offers this cart (the first selected), the
 * customer's saved cards (when the card method is offered), and Place order.
 * - Offline methods (cash or card on delivery, free) place the order here; success page.
 * - A new card (PayFort card and installments): the card form, checked here, then the signature
 *   places the order and the form posts the card to the provider's page.
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
  const [code, setCode] = useState<string | null>(null);
  const [state, setState] = useState<PlaceOrderState>('idle');
  const [error, setError] = useState<string | null>(null);
  // The order is placed and the browser is leaving for the provider (the cart is already reset).
  const [leaving, setLeaving] = useState(false);
  const [cvcOpen, setCvcOpen] = useState(false);
  const [cvc, setCvc] = useState('');
  const [cvcChecked, setCvcChecked] = useState(false);
  const [cvcServerError, setCvcServerError] = useState<string | null>(null);
  const placing = useRef(false);
  const trackedChoice = useRef<string | null>(null);

  useEffect(() => trackCheckoutStep(shell.analytics, 'payment'), [shell.analytics]);
  useEffect(() => {
    // A cart event of the spec (`placing-order-error`) forces the error state.
    const onError = () => setState('error');
    shell.bus.on('placing-order-error', onError);
    return () => shell.bus.off('placing-order-error', onError);
  }, [shell.bus]);

  const methods = (cart?.available_payment_methods ?? []).flatMap((m) => (m ? [m] : []));
  const offered = (c: string | null | undefined) => !!c && methods.some((m) => m.code === c);
  const cardsQuery = useQuery(CheckoutSavedCardsDocument, {
    skip: isGuest || !offered(SAVED_CARD_CODE),
    fetchPolicy: 'cache-and-network',
  });
  const savedCards = offered(SAVED_CARD_CODE)
    ? (cardsQuery.data?.customerCards ?? []).flatMap((c) => (c ? [c] : []))
    : [];
  const savedCardOf = (value: string | null) =>
    value?.startsWith(SAVED_PREFIX)
      ? (savedCards.find((c) => savedCardValue(c) === value) ?? null)
      : null;

  const chosen =
    offered(code) || savedCardOf(code)
      ? code
      : offered(cart?.selected_payment_method?.code)
        ? (cart?.selected_payment_method?.code ?? null)
        : (methods[0]?.code ?? null);
  const chosenCard = savedCardOf(chosen);
  const kind: 'offline' | 'card' | 'savedCard' | 'wallet' | 'redirect' | null = !chosen
    ? null
    : chosenCard
      ? 'savedCard'
      : OFFLINE_PAYMENT_CODES.includes(chosen)
        ? 'offline'
        : CARD_FORM_CODES.includes(chosen)
          ? 'card'
          : chosen === WALLET_CODE
            ? 'wallet'
            : 'redirect';

  // The form errors of the chosen method: once all are fixed, the state is idle again.
  const formErrors =
    kind === 'card'
      ? fields.hasErrors('card')
      : kind === 'wallet'
        ? fields.hasErrors('wallet')
        : false;
  const hadFormErrors = useRef(false);
  useEffect(() => {
    if (formErrors) hadFormErrors.current = true;
    else if (hadFormErrors.current) {
      hadFormErrors.current = false;
      setState((s) => (s === 'error' && !placing.current ? 'idle' : s));
      setError(null);
    }
  }, [formErrors]);

  const fail = (message: string) => {
    setState('error');
    setError(message);
  };

  const trackChoice = (paymentType: string) => {
    const key = chosen ?? paymentType;
    const view = readCart(deps.client, cartId);
    if (trackedChoice.current === key || !view) return;
    trackedChoice.current = key;
    trackPaymentInfo(shell.analytics, view, paymentType);
  };

  const openCvc = () => {
    setCvc('');
    setCvcChecked(false);
    setCvcServerError(null);
    setCvcOpen(true);
  };

  const choose = (next: string) => {
    setCode(next);
    setState('idle');
    setError(null);
    const card = savedCardOf(next);
    trackCheckoutOption(shell.analytics, 'payment', card ? SAVED_CARD_CODE : next);
    if (card && cartId) {
      // The card goes on the cart now; its security code is asked at once.
      chooseSavedCard(deps, cartId, card.card_id).then(openCvc, (caught: unknown) =>
        fail(describePaymentError(caught, shell.locale, 'savedCard').message),
      );
    }
  };

  /** Leaves for the provider (state stays loading: the page is going away). */
  const run = async (
    work: () => Promise<void>,
    errorKind: Parameters<typeof describePaymentError>[2],
  ) => {
    placing.current = true;
    setState('loading');
    setError(null);
    try {
      await work();
    } catch (caught) {
      placing.current = false;
      setLeaving(false);
      const problem = describePaymentError(caught, shell.locale, errorKind);
      if (errorKind === 'wallet' && problem.key === 'walletNumberError') {
        fields.setWalletServerError(problem.message);
        setState('error');
        return;
      }
      fail(problem.message);
      if (problem.action === 'redirectToShipping') {
        shell.alerts.push({ type: 'warning', message: problem.message, keepOnRouteChange: true });
        void navigate(shell.localePath('/checkout/shipping'));
      }
      throw caught;
    }
  };

  const placeOrder = async () => {
    if (placing.current || !cartId || !chosen || !kind) return;
    if (kind === 'savedCard') {
      openCvc();
      return;
    }
    if (kind === 'card' && !(await fields.checkCard())) {
      fail(t('payment.fixErrors'));
      return;
    }
    if (kind === 'wallet' && !(await fields.checkWallet())) {
      setState('error');
      return;
    }
    const method = chosen;
    await run(
      async () => {
        const redirect = await savePaymentMethod(deps, cartId, method);
        trackChoice(method);
        if (kind === 'offline') {
          const order = await placeCartOrder(deps, cartId, isGuest);
          placing.current = false;
          const base = isGuest ? '/guest-order/success' : '/orders/success';
          void navigate(shell.localePath(`${base}?id=${encodeURIComponent(order.number)}`));
        } else if (kind === 'card') {
          setLeaving(true);
          if (isGuest) rememberPaymentCart(cartId);
          const returnUrl = `${window.location.origin}${shell.localePath('/orders/success')}`;
          const form = await payWithNewCard(deps, cartId, fields.card, {
            isGuest,
            saveCard: !isGuest && fields.saveCard,
            returnUrl,
          });
          postProviderForm(form);
        } else if (kind === 'wallet') {
          setLeaving(true);
          if (isGuest) rememberPaymentCart(cartId);
          leaveForPaymentPage(await payWithWallet(deps, cartId, fields.phone, isGuest));
        } else {
          if (!redirect) throw new Error('cannot place order');
          // The Accept methods: the service's place-order page of this store places and pays.
          placing.current = false;
          void navigate(shell.localePath('/place-order'));
        }
      },
      kind === 'card' ? 'card' : kind === 'wallet' ? 'wallet' : 'other',
    ).catch(() => undefined);
  };

  const cvcError =
    cvcServerError ?? (cvcChecked ? fields.cvcProblem(cvc, chosenCard?.card_number ?? null) : null);

  const payWithCvc = async () => {
    if (placing.current || !cartId || !chosenCard) return;
    setCvcChecked(true);
    setCvcServerError(null);
    if ((await fields.checkCvc(cvc, chosenCard.card_number ?? null)) !== null) return;
    await run(async () => {
      trackChoice(SAVED_CARD_CODE);
      setLeaving(true);
      const redirect = await payWithSavedCard(deps, cartId, cvc);
      setCvcOpen(false);
      leaveForPaymentPage(redirect);
    }, 'savedCard').catch((caught: unknown) => {
      // Shown in the dialog, where the shopper is.
      setCvcServerError(describePaymentError(caught, shell.locale, 'savedCard').message);
      setError(null);
    });
  };

  return {
    status,
    retry: () => void retry(),
    cart,
    methods,
    savedCards,
    chosen,
    chosenCard,
    kind,
    choose,
    state,
    leaving,
    error,
    clearError: () => {
      setError(null);
      setState('idle');
    },
    placeOrder,
    fields,
    isGuest,
    cvcDialog: {
      open: cvcOpen,
      value: cvc,
      error: cvcError,
      change: (value: string) => {
        setCvc(value);
        setCvcServerError(null);
      },
      close: () => {
        if (placing.current) return;
        setCvcOpen(false);
        setState('idle');
      },
      submit: () => void payWithCvc(),
    },
  };
}
