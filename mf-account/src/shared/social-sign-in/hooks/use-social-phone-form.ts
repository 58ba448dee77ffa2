import { useMemo } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { schemaResolver, useShell } from '@dukkan/contracts';

/** The new shopper's phone, checked with the login's phone rule before the service sees it. */
export function useSocialPhoneForm(onPhone: (phone: string) => Promise<void>) {
  const { locale } = useShell();
  const resolver = useMemo(
    () =>
      schemaResolver(
        locale,
        (schemas) => schemas.loginPhone,
        (schema) => yupResolver(schema),
      ),
    [locale],
  );
  const form = useForm<{ phone: string }>({ resolver, defaultValues: { phone: '' } });
  const onSubmit = form.handleSubmit(({ phone }) => onPhone(phone));
  return {
    register: form.register,
    phoneError: form.formState.errors.phone?.message,
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
  };
}
