import { useMemo, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ObjectSchema } from 'yup';
import { useTranslation } from 'react-i18next';
import {
  SESSION_ERRORS,
  schemaResolver,
  serviceErrorField,
  serviceMessage,
  useShell,
} from '@dukkan/contracts';
import type { ErrorTable, Locale, Schemas, ValidationKit } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { describeError } from '../../../shared/server-errors';
import { useRequestOtp } from '../../../shared/otp/hooks/use-request-otp';

/**
 * The session table of the catalogue (a used phone is phoneAlreadyUsed) plus an e-mail used by
 * another customer, which the catalogue has no row for.
 */
export const PROFILE_ERRORS: ErrorTable = [
  {
    key: 'emailAlreadyUsed',
    level: 'WARNING',
    patterns: [/e-?mail(?: address)?.*already (?:used|exists|in use)/i],
    message: 'server',
  },
  ...SESSION_ERRORS,
];

/** A new phone or e-mail the service waits to see proven (updateCustomer's pending_change). */
export interface PendingChange {
  kind: 'PHONE' | 'EMAIL';
  /** The new phone (a code was sent to it) or e-mail (a link was sent to it). */
  to: string;
}

export interface ProfileFormOptions<T extends FieldValues> {
  /** Builds the form's schema once the contracts' schemas and yup have loaded. */
  schema: (schemas: Schemas, yup: ValidationKit['yup'], locale: Locale) => ObjectSchema<T>;
  defaults: DefaultValues<T>;
  /**
   * Sends the values with the proof typed after the service asked for one (the current password
   * or a code sent to the phone; '' before); resolves once the service accepted them, with the
   * new phone or e-mail still to be proven, if any.
   */
  save: (values: T, proof: string) => Promise<PendingChange | null | void>;
  /** Finishes a change of phone with the code sent to the new phone (confirmPhoneChange). */
  confirmPhone?: (phone: string, code: string) => Promise<void>;
  /** The success notice (a key of the account texts). */
  savedKey: string;
  /**
   * The form field a refusal belongs to, by the catalogue key (phoneAlreadyUsed) or the field
   * the service names (currentPassword).
   */
  fields?: Record<string, Path<T>>;
  /** Empties these fields after a success (passwords). */
  clearOnSuccess?: Path<T>[];
}

/**
 * One profile form (shell spec section 5 rules in the page language): validates, sends, shows a
 * success alert, refreshes the shell's identity so the header and drawer show the change. A
 * refusal (phone or e-mail already used, wrong current password, rate limit) is shown on its
 * field when the service names it, else above the button, in the page language; nothing typed
 * is lost.
 */
export function useProfileForm<T extends FieldValues>(options: ProfileFormOptions<T>) {
  const { t } = useTranslation(NS);
  const { locale, alerts, session } = useShell();
  const { schema: makeSchema } = options;
  const resolver = useMemo(
    () =>
      schemaResolver(
        locale,
        (schemas, yup) => makeSchema(schemas, yup, locale),
        (schema) => yupResolver(schema) as unknown as Resolver<T>,
      ),
    [makeSchema, locale],
  );
  const form = useForm<T>({
    resolver,
    defaultValues: options.defaults,
  });
  const [failure, setFailure] = useState<string | null>(null);
  /** Set once the service asked for proof (a changed e-mail or phone): the phone the code went to. */
  const [proofPhone, setProofPhone] = useState<string | null>(null);
  const [proof, setProof] = useState('');
  /** The new phone or e-mail waiting for its proof, once the service accepted the change. */
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [newPhoneCode, setNewPhoneCode] = useState('');
  const { request } = useRequestOtp();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (pending?.kind === 'PHONE' && options.confirmPhone) {
        await options.confirmPhone(pending.to, newPhoneCode.trim());
        setPending(null);
        setNewPhoneCode('');
      } else {
        const waiting = await options.save(values, proofPhone === null ? '' : proof.trim());
        setProofPhone(null);
        setProof('');
        if (waiting) {
          // Nothing changed yet: the new phone's code or the new e-mail's link comes first.
          setPending(waiting);
          await session.refreshIdentity();
          return;
        }
      }
      for (const name of options.clearOnSuccess ?? []) {
        form.setValue(name, '' as never);
      }
      alerts.push({ type: 'success', message: t(options.savedKey) });
      await session.refreshIdentity();
    } catch (error) {
      const described = describeError(error, PROFILE_ERRORS, locale);
      // The catalogue has no text of its own for a used e-mail: the service's, in the page language.
      const message =
        described.key === 'emailAlreadyUsed'
          ? (serviceMessage(error, locale) ?? described.message)
          : described.message;
      const named = serviceErrorField(error);
      // A changed e-mail or phone needs the current password or a fresh code (the service names
      // current_password): a code goes to the phone and the proof field appears; the first time
      // the service's refusal is replaced by what to do.
      if (named === 'current_password') {
        const phone = session.user?.phoneNumber ?? null;
        if (proofPhone === null && phone) {
          setProofPhone(phone);
          void request(phone);
          setFailure(t('profile.proofNeeded'));
          return;
        }
        setFailure(message);
        return;
      }
      const field = options.fields?.[described.key] ?? options.fields?.[named ?? ''];
      if (field) form.setError(field, { type: 'server', message });
      else setFailure(message);
    }
  });

  return {
    register: form.register,
    errorOf: (name: Path<T>) => {
      const entry = form.formState.errors[name] as { message?: string } | undefined;
      return entry?.message;
    },
    failure,
    /** The code sent to the new phone, asked for once the service accepted a change of phone. */
    newPhoneCode:
      pending?.kind === 'PHONE'
        ? { phone: pending.to, value: newPhoneCode, onChange: (v: string) => setNewPhoneCode(v) }
        : null,
    /** The new e-mail a confirmation link was sent to (the change waits for it). */
    linkSentTo: pending?.kind === 'EMAIL' ? pending.to : null,
    /** The proof field, shown once the service asked for one. */
    proof:
      proofPhone === null
        ? null
        : { phone: proofPhone, value: proof, onChange: (value: string) => setProof(value) },
    isSubmitting: form.formState.isSubmitting,
    onSubmit: (event?: BaseSyntheticEvent) => void onSubmit(event),
  };
}
