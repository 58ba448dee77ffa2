import { useMemo, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { makeSchemas, serviceMessage, useShell, validationMessage } from '@dukkan/contracts';
import { SubscribeStockBackDocument } from '../graphql/__generated__/subscribe-stock-back';

interface StockBackForm {
  contact: string;
}

/**
 * The stock-back subscription of an out-of-stock product: a guest gives an e-mail or a phone
 * number (checked with the section 5 rules), a signed-in customer subscribes with one click (the
 * service uses their own). The service's answer or refusal (its rate limit included) is shown in
 * the page language; a refused contact stays in the field.
 */
export function useStockBack(productId: number) {
  const { locale, session } = useShell();
  const schemas = useMemo(() => makeSchemas(locale), [locale]);
  const resolver = useMemo(
    () =>
      yupResolver(
        yup.object({
          contact: yup
            .string()
            .trim()
            .required(validationMessage('required', locale))
            // A contact with an @ is an e-mail (section 5 e-mail rule), anything else a phone.
            .test('contact', '', async function (value) {
              const field = value?.includes('@') ? schemas.email : schemas.phone;
              try {
                await field.validate(value);
                return true;
              } catch (error) {
                return this.createError({ message: (error as yup.ValidationError).message });
              }
            }),
        }),
      ),
    [schemas, locale],
  );
  const form = useForm<StockBackForm>({ resolver, defaultValues: { contact: '' } });
  const [subscribe] = useMutation(SubscribeStockBackDocument);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (contact: { email?: string; phone?: string }) => {
    setFailure(null);
    setSending(true);
    try {
      const { data } = await subscribe({ variables: { productId, ...contact } });
      setDone(data?.subscribeStockBackNotification?.message ?? '');
    } catch (error) {
      setFailure(serviceMessage(error, locale) ?? '');
    } finally {
      setSending(false);
    }
  };

  const onSubmit = form.handleSubmit(async ({ contact }) => {
    const value = contact.trim();
    await send(
      value.includes('@') ? { email: value } : { phone: schemas.phone.cast(value) ?? value },
    );
  });

  return {
    isCustomer: session.isLoggedIn,
    register: form.register,
    contactError: form.formState.errors.contact?.message,
    done,
    failure,
    sending,
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
    subscribeAsCustomer: () => void send({}),
  };
}
