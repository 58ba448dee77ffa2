import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import type { AuthTokens } from '@dukkan/contracts';
import { useSessionLogin } from '../../session/use-session-login';
import { SocialStepError, socialStep, type TicketAnswer } from '../social-api';

/** Where a ticket stands on the page: asked, waiting for a phone, or for the code sent. */
export type TicketStage =
  | { kind: 'checking' }
  | { kind: 'phone'; error: string | null; isSending: boolean }
  | { kind: 'code'; phone: string };

/**
 * `/login?social=<ticket>`, where the service sends the browser back from the provider: the
 * ticket signs in a linked identity at once; otherwise the shopper proves a phone (a new
 * customer gives one; an existing account's gets the code). A refused ticket, or any failure
 * that is not the shopper's input, goes to `/login?msg=SOCIAL_ERROR` with nothing signed in.
 */
export function useSocialTicket(ticket: string) {
  const { locale, localePath, analytics } = useShell();
  const navigate = useNavigate();
  const login = useSessionLogin();
  const [stage, setStage] = useState<TicketStage>({ kind: 'checking' });
  const asked = useRef(false);

  const fail = useCallback(
    () => void navigate(`${localePath('/login')}?msg=SOCIAL_ERROR`, { replace: true }),
    [localePath, navigate],
  );
  const signIn = useCallback(
    async (tokens: AuthTokens) => {
      await login(tokens);
      analytics.track('login', { method: 'social' });
    },
    [analytics, login],
  );
  const follow = useCallback(
    async (answer: TicketAnswer) => {
      if (answer.status === 'signed-in') await signIn(answer.tokens);
      else if (answer.status === 'code-sent') setStage({ kind: 'code', phone: answer.phone });
      else setStage({ kind: 'phone', error: null, isSending: false });
    },
    [signIn],
  );

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    socialStep('ticket', { ticket }, locale).then(follow, fail);
  }, [fail, follow, locale, ticket]);

  const sendPhone = useCallback(
    async (phone: string) => {
      setStage({ kind: 'phone', error: null, isSending: true });
      try {
        await follow(await socialStep('phone', { ticket, phone }, locale));
      } catch (error) {
        if (error instanceof SocialStepError && !error.social)
          setStage({ kind: 'phone', error: error.message, isSending: false });
        else fail();
      }
    },
    [fail, follow, locale, ticket],
  );

  return { stage, sendPhone, signIn, fail };
}
