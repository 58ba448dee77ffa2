import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { useCredentialResolver } from '../../../shared/credentials/use-credential-resolver';
import { describeError } from '../../../shared/server-errors';
import { ResetPasswordDocument } from '../graphql/__generated__/reset-password';

interface ResetForm {
  email: string;
  password: string;
  confirmation: string;
}

/**
 * `/auth/reset` (shell spec sections 4 and 7): the e-mail and token come from the link the
 * service e-mailed (`?email=&token=`), the customer chooses a new password (at least 8
 * characters, confirmed); ResetPassword with the three. A used, wrong or expired token shows
 * the service's words; what was typed stays.
 */
export function useResetPassword() {
  const { locale } = useShell();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const resolver = useCredentialResolver('reset');
  const form = useForm<ResetForm>({
    resolver,
    defaultValues: { email: params.get('email') ?? '', password: '', confirmation: '' },
  });
  const [reset] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await reset({ variables: { email: email.trim(), token, password } });
      setDone(true);
    } catch (error) {
      setFailure(describeError(error, SESSION_ERRORS, locale).message);
    }
  });

  const { errors } = form.formState;
  return {
    register: form.register,
    hasToken: token !== '',
    errors: {
      email: errors.email?.message,
      password: errors.password?.message,
      confirmation: errors.confirmation?.message,
    },
    failure,
    done,
    isSubmitting: form.formState.isSubmitting,
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
  };
}
