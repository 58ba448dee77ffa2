import { useMemo, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import {
  OTP,
  analyticsPhone,
  normalizePhone,
  schemaResolver,
  toCreateCustomerInput,
  useShell,
} from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { referralGroupId } from '../../../shared/cookies';
import { describeError } from '../../../shared/server-errors';
import { useSessionLogin } from '../../../shared/session/use-session-login';
import { CreateCustomerDocument } from '../graphql/__generated__/create-customer';
import { REGISTRATION_ERRORS } from '../registration-errors';

interface RegistrationForm {
  fullName: string;
  email: string;
  phone: string;
}

/**
 * Registration (shell spec sections 3, 4, 5 and 8): full name, e-mail and the phone prefilled
 * (normalised) from `?phone=`; CreateCustomer with the first word as first name, the rest as
 * last name, source WEB and the `group-id` cookie's group. The service sends the code that
 * proves the phone with the registration itself (until it is proven the account cannot be used,
 * and a code sign-in treats the phone as unregistered), so the code screen follows directly; its
 * resend asks for another. A used phone or e-mail is shown on its field; nothing typed is lost on
 * an error. A created customer is a GA4 `sign_up` (method phone, the phone as +20...).
 */
export function useRegistration() {
  const { t } = useTranslation(NS);
  const { locale, alerts, analytics } = useShell();
  const [params] = useSearchParams();
  const resolver = useMemo(
    () =>
      schemaResolver(
        locale,
        (schemas) => schemas.registration,
        (schema) => yupResolver(schema) as unknown as Resolver<RegistrationForm>,
      ),
    [locale],
  );
  const form = useForm<RegistrationForm>({
    resolver,
    defaultValues: { fullName: '', email: '', phone: normalizePhone(params.get('phone')) },
  });
  const [createCustomer] = useMutation(CreateCustomerDocument);
  const onVerified = useSessionLogin();
  const [sent, setSent] = useState<{ phone: string; resendAfter: number | null } | null>(null);

  const submit = async (values: RegistrationForm) => {
    const input = toCreateCustomerInput({ ...values, groupId: referralGroupId() });
    try {
      await createCustomer({ variables: { input } });
    } catch (error) {
      const described = describeError(error, REGISTRATION_ERRORS, locale);
      if (described.key === 'phoneAlreadyUsed')
        form.setError('phone', { message: described.message });
      else if (described.key === 'emailAlreadyUsed')
        form.setError('email', { message: t('register.emailTaken') });
      else alerts.push({ type: 'danger', message: described.message });
      return;
    }
    analytics.track('sign_up', {
      method: 'phone',
      phone_number: analyticsPhone(input.phone_number),
    });
    setSent({ phone: input.phone_number, resendAfter: OTP.resendCountdownSeconds });
  };

  const { errors, isSubmitting } = form.formState;
  return {
    register: form.register,
    errors: {
      fullName: errors.fullName?.message,
      email: errors.email?.message,
      phone: errors.phone?.message,
    },
    isSubmitting,
    onSubmit: (event?: BaseSyntheticEvent) => void form.handleSubmit(submit)(event),
    sent,
    backToForm: () => setSent(null),
    onVerified,
  };
}
