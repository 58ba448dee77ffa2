import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { useCredentialResolver } from '../../../shared/credentials/use-credential-resolver';
import { describeError } from '../../../shared/server-errors';
import { RequestPasswordResetEmailDocument } from '../graphql/__generated__/request-password-reset';

/**
 * `/auth/recover` (shell spec section 4): the e-mail is checked, then the reset link is asked
 * for. The page says the same whether or not the address belongs to a customer (the service
 * answers true either way), so it tells nobody which addresses are registered. A rate limit or
 * other refusal shows the service's words and keeps the address.
 */
export function useRecoverPassword() {
  const { locale } = useShell();
  const resolver = useCredentialResolver('recover');
  const form = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: '' },
  });
  const [requestEmail] = useMutation(RequestPasswordResetEmailDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestEmail({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      setFailure(describeError(error, SESSION_ERRORS, locale).message);
    }
  });

  return {
    register: form.register,
    emailError: form.formState.errors.email?.message,
    failure,
    sentTo,
    isSubmitting: form.formState.isSubmitting,
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
  };
}
