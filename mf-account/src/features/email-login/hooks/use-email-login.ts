import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { SESSION_ERRORS, clientMessage, useShell } from '@dukkan/contracts';
import { describeError } from '../../../shared/server-errors';
import { useCredentialResolver } from '../../../shared/credentials/use-credential-resolver';
import { useSessionLogin } from '../../../shared/session/use-session-login';
import { EmailLoginDocument } from '../graphql/__generated__/generate-customer-token';

interface EmailLoginForm {
  email: string;
  password: string;
}

/**
 * E-mail and password login (shell spec sections 1, 7 and 8): both fields checked with the
 * section 5 rules, then generateCustomerToken; the tokens go to the shell (identity, then back to
 * the page before login) and the analytics `login` (method email) follows. A refused sign-in or
 * a rate limit shows the service's words in the page language; what was typed stays.
 */
export function useEmailLogin() {
  const { locale, analytics } = useShell();
  const resolver = useCredentialResolver('emailLogin');
  const form = useForm<EmailLoginForm>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const [generateToken] = useMutation(EmailLoginDocument);
  const onLoggedIn = useSessionLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { data } = await generateToken({ variables: { email: email.trim(), password } });
      const answer = data?.generateCustomerToken;
      if (!answer?.token || !answer.refreshToken) {
        throw new Error(clientMessage('noTokenGenerated', 'en'));
      }
      await onLoggedIn({
        token: answer.token,
        refreshToken: answer.refreshToken,
        tokenExpiresAt: answer.token_expires_at ?? '',
        refreshTokenExpiresAt: answer.refresh_token_expires_at ?? '',
      });
      analytics.track('login', { method: 'email' });
    } catch (error) {
      setFailure(describeError(error, SESSION_ERRORS, locale).message);
    }
  });

  return {
    register: form.register,
    emailError: form.formState.errors.email?.message,
    passwordError: form.formState.errors.password?.message,
    failure,
    isSubmitting: form.formState.isSubmitting,
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
  };
}
