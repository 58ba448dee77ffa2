import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { SESSION_ERRORS, serviceMessage, useShell } from '@dukkan/contracts';
import { describeError } from '../../../shared/server-errors';
import { ConfirmEmailDocument } from '../graphql/__generated__/confirm-email';

/** Where the page stands: opening the link, done, or refused (with the reason to show). */
export type ConfirmEmailState =
  { status: 'checking' } | { status: 'done' } | { status: 'failed'; message: string | null };

/**
 * `/confirm-email?token=..`: the link e-mailed at registration (the e-mail may then sign in and
 * recover the account) or for a new e-mail (it then replaces the old one). Opened once when the
 * page loads; a signed-in shopper's identity is fetched again so the new e-mail shows.
 */
export function useConfirmEmail() {
  const { locale, session } = useShell();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm] = useMutation(ConfirmEmailDocument);
  const [state, setState] = useState<ConfirmEmailState>(
    token === '' ? { status: 'failed', message: null } : { status: 'checking' },
  );
  const tried = useRef(false);

  useEffect(() => {
    if (token === '' || tried.current) return;
    tried.current = true;
    void (async () => {
      try {
        await confirm({ variables: { token } });
        setState({ status: 'done' });
        if (session.isLoggedIn) await session.refreshIdentity();
      } catch (error) {
        // The service's own words (en or ar) say why the link does not work.
        const message =
          serviceMessage(error, locale) ?? describeError(error, SESSION_ERRORS, locale).message;
        setState({ status: 'failed', message });
      }
    })();
  }, [confirm, locale, session, token]);

  return { state, isLoggedIn: session.isLoggedIn };
}
