import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  loadSchemas,
  loadValidation,
  normalizePhone,
  preloadSchemas,
  serviceMessage,
  useShell,
} from '@dukkan/contracts';
import { SubscribeStockBackDocument } from '../graphql/__generated__/subscribe-stock-back';
import { StockBackNotificationIdsDocument } from '../graphql/__generated__/stock-back-ids';

/**
 * The stock-back subscription of an out-of-stock product: a guest gives an e-mail or a phone
 * number (the contracts' `stockBack` schema: section 5 rules and messages), a signed-in customer
 * subscribes with one click (the service uses their own). The service's answer or refusal (its
 * rate limit included) is shown in the page language; a refused contact stays in the field.
 *
 * The form is on the product page's first screen, so it is one field without react-hook-form,
 * and its schema (with yup) loads on the field's first focus or input; a submit before it arrived
 * waits for it. As with a form library's defaults: checked on submit (an invalid one focuses the
 * field), then again on every change once submitted.
 *
 * For a signed-in customer it reads StockBackNotificationIds (fresh on each page, then kept
 * current by the subscription's refetch): a product already asked about says so.
 */
export function useStockBack(productId: number) {
  const { locale, session } = useShell();
  const [contact, setContact] = useState('');
  const [contactError, setContactError] = useState<string | undefined>(undefined);
  const submitted = useRef(false);
  const checks = useRef(0);
  const field = useRef<HTMLInputElement | null>(null);
  const [subscribe] = useMutation(SubscribeStockBackDocument, {
    refetchQueries: session.isLoggedIn ? [StockBackNotificationIdsDocument] : [],
  });
  const asked = useQuery(StockBackNotificationIdsDocument, {
    skip: !session.isLoggedIn,
    fetchPolicy: 'cache-and-network',
  });
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  /** The contact's error message in the page language, or undefined when it is valid. */
  const check = async (value: string): Promise<string | undefined> => {
    const [{ yup }, schemas] = await Promise.all([loadValidation(), loadSchemas(locale)]);
    try {
      await schemas.stockBack.validate({ contact: value });
      return undefined;
    } catch (error) {
      if (error instanceof yup.ValidationError) return error.message;
      throw error;
    }
  };

  /** Checks `value` and shows the result unless a later check started meanwhile. */
  const checkAndShow = async (value: string): Promise<boolean> => {
    const run = ++checks.current;
    const error = await check(value);
    if (run === checks.current) setContactError(error);
    return error === undefined;
  };

  const send = async (contactOf: { email?: string; phone?: string }) => {
    setFailure(null);
    setSending(true);
    try {
      const { data } = await subscribe({ variables: { productId, ...contactOf } });
      setDone(data?.subscribeStockBackNotification?.message ?? '');
    } catch (error) {
      setFailure(serviceMessage(error, locale) ?? '');
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    let valid: boolean;
    try {
      valid = await checkAndShow(contact);
    } catch {
      // The schema's chunk did not arrive: the form's own failure notice, nothing sent.
      setFailure('');
      return;
    }
    if (!valid) {
      field.current?.focus();
      return;
    }
    const value = contact.trim();
    await send(value.includes('@') ? { email: value } : { phone: normalizePhone(value) });
  };

  return {
    isCustomer: session.isLoggedIn,
    /** The signed-in customer already asked to be told when this product is back. */
    alreadyAsked:
      session.isLoggedIn &&
      (asked.data?.stockBackNotificationIds?.productIds ?? []).includes(productId),
    /** Props of the contact field. */
    contactField: {
      ref: field,
      name: 'contact',
      value: contact,
      onFocus: preloadSchemas,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        preloadSchemas();
        setContact(event.target.value);
        if (submitted.current) checkAndShow(event.target.value).catch(() => undefined);
      },
    },
    contactError,
    done,
    failure,
    sending,
    onSubmit: (event?: FormEvent) => void onSubmit(event),
    subscribeAsCustomer: () => void send({}),
  };
}
