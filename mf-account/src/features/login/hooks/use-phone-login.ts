import { useMemo, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import { schemaResolver, useShell } from '@dukkan/contracts';
import { useRequestOtp } from '../../../shared/otp/hooks/use-request-otp';
import { useSessionLogin } from '../../../shared/session/use-session-login';

interface PhoneForm {
  phone: string;
}

/**
 * The phone login (shell spec section 4): the phone is checked with the shared rule (11 digits,
 * 010/011/012/015, Arabic-Indic digits accepted) and normalised; a code is requested; an
 * unregistered phone goes to registration with the phone; otherwise the code screen follows.
 */
export function usePhoneLogin() {
  const { locale, localePath } = useShell();
  const navigate = useNavigate();
  const resolver = useMemo(
    () =>
      schemaResolver(
        locale,
        (schemas) => schemas.loginPhone,
        (schema) => yupResolver(schema),
      ),
    [locale],
  );
  const form = useForm<PhoneForm>({ resolver, defaultValues: { phone: '' } });
  const { request, isRequesting } = useRequestOtp();
  const onVerified = useSessionLogin();
  const [sent, setSent] = useState<{ phone: string; resendAfter: number | null } | null>(null);

  const onSubmit = form.handleSubmit(async ({ phone }) => {
    const result = await request(phone);
    if (result.status === 'sent') setSent({ phone: result.phone, resendAfter: result.resendAfter });
    if (result.status === 'unregistered') {
      await navigate(localePath(`/register?phone=${encodeURIComponent(result.phone)}`));
    }
  });

  return {
    register: form.register,
    phoneError: form.formState.errors.phone?.message,
    isRequesting: isRequesting || form.formState.isSubmitting,
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
    sent,
    changePhone: () => setSent(null),
    onVerified,
  };
}
