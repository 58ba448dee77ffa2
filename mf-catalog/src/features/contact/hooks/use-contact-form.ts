import { useMemo, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { schemaResolver, serviceMessage, useShell } from '@dukkan/contracts';
import type { ContactFormValues } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { ContactUsDocument } from '../graphql/__generated__/contact-us';

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  reason_of_contact: '',
  phone_number: '',
  description: '',
};

/**
 * The contact form of /contact: the contracts' contact schema in the page language (section 5
 * messages), then contactUs. A sent message shows the success notice and empties the form; a
 * refusal (a field the service rejects, its rate limit) shows the service's words in the page
 * language and keeps everything typed.
 */
export function useContactForm() {
  const { t } = useTranslation(NS);
  const { locale, alerts } = useShell();
  // The contracts' contact schema, loaded (with yup) on the first validation.
  const resolver = useMemo(
    () =>
      schemaResolver(
        locale,
        (schemas) => schemas.contact,
        (schema) => yupResolver(schema),
      ),
    [locale],
  );
  const form = useForm<ContactFormValues>({
    resolver,
    defaultValues: EMPTY,
  });
  const [contactUs] = useMutation(ContactUsDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await contactUs({ variables: { input: values } });
      if (!data?.contactUs?.status) throw new Error('');
      form.reset(EMPTY);
      alerts.push({ type: 'success', message: t('contact.sent') });
    } catch (error) {
      setFailure(serviceMessage(error, locale) || t('contact.failed'));
    }
  });

  const errors = form.formState.errors;
  return {
    register: form.register,
    errors: {
      name: errors.name?.message,
      email: errors.email?.message,
      reason: errors.reason_of_contact?.message,
      phone: errors.phone_number?.message,
      description: errors.description?.message,
    },
    failure,
    isSubmitting: form.formState.isSubmitting,
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
  };
}
