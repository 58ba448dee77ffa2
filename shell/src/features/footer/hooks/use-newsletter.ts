import { useCallback, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { ValidationError } from 'yup';
import {
  NEWSLETTER_ERRORS,
  alertTypeOf,
  clientMessage,
  makeSchemas,
  resolveError,
  useShell,
} from '@dukkan/contracts';
import { SubscribeToEmailDocument } from '../graphql/__generated__/subscribe-to-email';

/**
 * The newsletter form (shell spec sections 4 and 8): the e-mail is checked with the shared
 * schema; submitting sets a submitting flag; success shows the success notice and clears the
 * e-mail; a duplicate or another failure shows its notice and keeps what was typed.
 */
export function useNewsletter() {
  const { locale, alerts } = useShell();
  const schema = useMemo(() => makeSchemas(locale).newsletter, [locale]);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { loading }] = useMutation(SubscribeToEmailDocument);

  const onChange = useCallback((value: string) => {
    setEmail(value);
    setError(null);
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (loading) return;
      let valid: { email: string };
      try {
        valid = await schema.validate({ email: email.trim() });
      } catch (invalid) {
        setError(invalid instanceof ValidationError ? invalid.message : String(invalid));
        return;
      }
      try {
        await subscribe({ variables: { email: valid.email } });
        alerts.push({ type: 'success', message: clientMessage('newsletterSubscribed', locale) });
        setEmail('');
      } catch (failure) {
        let resolved = resolveError(failure, NEWSLETTER_ERRORS, locale);
        // A failure without any message (a dropped connection) still gets the error notice.
        if (resolved.level === 'GREEN')
          resolved = resolveError(
            new Error('newsletter request failed'),
            NEWSLETTER_ERRORS,
            locale,
          );
        alerts.push({ type: alertTypeOf(resolved.level), message: resolved.message });
      }
    },
    [alerts, email, loading, locale, schema, subscribe],
  );

  return { email, error, isSubmitting: loading, onChange, onSubmit };
}
