import { useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { schemaResolver, useShell } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { credentialSchemas } from './schemas';

/** The resolvers of the sign-in and recovery forms, each typed by its own schema. */
const RESOLVERS = {
  emailLogin: (locale: Locale) =>
    schemaResolver(
      locale,
      (schemas, yup) => credentialSchemas(schemas, yup, locale).emailLogin,
      (schema) => yupResolver(schema),
    ),
  recover: (locale: Locale) =>
    schemaResolver(
      locale,
      (schemas, yup) => credentialSchemas(schemas, yup, locale).recover,
      (schema) => yupResolver(schema),
    ),
  reset: (locale: Locale) =>
    schemaResolver(
      locale,
      (schemas, yup) => credentialSchemas(schemas, yup, locale).reset,
      (schema) => yupResolver(schema),
    ),
};

type CredentialForm = keyof typeof RESOLVERS;

/**
 * The react-hook-form resolver of one credentials form (e-mail sign-in, recovery request, reset)
 * in the page's language: its schema loads with yup on the form's first validation.
 */
export function useCredentialResolver<K extends CredentialForm>(
  form: K,
): ReturnType<(typeof RESOLVERS)[K]> {
  const { locale } = useShell();
  return useMemo(
    () => RESOLVERS[form](locale) as ReturnType<(typeof RESOLVERS)[K]>,
    [locale, form],
  );
}
