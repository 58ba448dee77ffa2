import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  NEWSLETTER_ERRORS,
  alertTypeOf,
  clientMessage,
  loadSchemas,
  loadValidation,
  preloadSchemas,
  resolveError,
  useShell,
} from '@dukkan/contracts';
import type { Schemas, ValidationKit } from '@dukkan/contracts';
import { SubscribeToEmailDocument } from '../graphql/__generated__/subscribe-to-email';

/**
 * The newsletter form (shell spec sections 4 and 8): the e-mail is checked with the shared
 * schema, which is in the footer of every page, so it loads on the field's first focus or input
 * (`onFirstUse`), never with the page; a submit before it arrived waits for it. Submitting sets a submitting flag; success shows the success notice and clears the
 * e-mail; a duplicate or another failure shows its notice and keeps what was typed.
 */
export function useNewsletter() {
  const { locale, alerts } = useShell();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { loading }] = useMutation(SubscribeToEmailDocument);

  const onChange = useCallback((value: string) => {
    preloadSchemas();
    setEmail(value);
    setError(null);
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (loading) return;
      const notifyFailure = (failure: unknown) => {
        let resolved = resolveError(failure, NEWSLETTER_ERRORS, locale);
        // A failure without any message (a dropped connection) still gets the error notice.
        if (resolved.level === 'GREEN')
          resolved = resolveError(
            new Error('newsletter request failed'),
            NEWSLETTER_ERRORS,
            locale,
          );
        alerts.push({ type: alertTypeOf(resolved.level), message: resolved.message });
      };
      let kit: ValidationKit;
      let schemas: Schemas;
      try {
        [kit, schemas] = await Promise.all([loadValidation(), loadSchemas(locale)]);
      } catch (failure) {
        // The schema's chunk did not arrive: the same notice as a request that failed.
        notifyFailure(failure);
        return;
      }
      let valid: { email: string };
      try {
        valid = await schemas.newsletter.validate({ email: email.trim() });
      } catch (invalid) {
        setError(invalid instanceof kit.yup.ValidationError ? invalid.message : String(invalid));
        return;
      }
      try {
        await subscribe({ variables: { email: valid.email } });
        alerts.push({ type: 'success', message: clientMessage('newsletterSubscribed', locale) });
        setEmail('');
      } catch (failure) {
        notifyFailure(failure);
      }
    },
    [alerts, email, loading, locale, subscribe],
  );

  return { email, error, isSubmitting: loading, onChange, onSubmit, onFirstUse: preloadSchemas };
}
