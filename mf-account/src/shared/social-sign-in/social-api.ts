import type { AuthTokens, Locale } from '@dukkan/contracts';

/**
 * The commerce service's social sign-in routes (through the gateway, `/auth/social`): plain HTTP,
 * not GraphQL, because the provider sends the browser to them. The ID token is verified by the
 * service; the storefront only ever sees a one-time ticket and, at the end, the session tokens.
 */
export type SocialProvider = 'APPLE' | 'FACEBOOK' | 'GOOGLE';

export const SOCIAL_BASE = '/auth/social';

/** Where a button sends the browser: the service's start route, in the page's language. */
export const startUrl = (provider: SocialProvider, locale: Locale): string =>
  `${SOCIAL_BASE}/${provider.toLowerCase()}/start?locale=${locale}`;

/** What the service says comes next for a ticket. */
export type TicketAnswer =
  | { status: 'signed-in'; tokens: AuthTokens }
  | { status: 'code-sent'; phone: string }
  | { status: 'phone-needed' };

/** A refused step: SOCIAL_ERROR (start again), or the service's bilingual message. */
export class SocialStepError extends Error {
  constructor(
    readonly social: boolean,
    message: string,
    /** The service's message is the wrong-code one: the code inputs are marked invalid. */
    readonly wrongCode = false,
  ) {
    super(message);
  }
}

const WRONG_CODE = "The current customer isn't authorized.";

type Body = Record<string, unknown>;

function answerOf(body: Body): TicketAnswer {
  if (body.status === 'signed-in' && typeof body.token === 'string')
    return {
      status: 'signed-in',
      tokens: {
        token: body.token,
        refreshToken: String(body.refreshToken),
        tokenExpiresAt: String(body.token_expires_at),
        refreshTokenExpiresAt: String(body.refresh_token_expires_at),
      },
    };
  if (body.status === 'code-sent') return { status: 'code-sent', phone: String(body.phone) };
  if (body.status === 'phone-needed') return { status: 'phone-needed' };
  throw new SocialStepError(true, 'unexpected answer');
}

/** One step of a ticket (`ticket`, `phone`, `resend`, `code`). */
export async function socialStep(step: string, body: Body, locale: Locale): Promise<TicketAnswer> {
  let res: Response;
  try {
    res = await fetch(`${SOCIAL_BASE}/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, locale }),
    });
  } catch {
    throw new SocialStepError(true, 'network');
  }
  const answer = (await res.json().catch(() => ({}))) as Body;
  if (res.ok) return answerOf(answer);
  if (typeof answer.error === 'string') {
    const text =
      locale === 'ar' && typeof answer.error_ar === 'string' ? answer.error_ar : answer.error;
    throw new SocialStepError(false, text, answer.error === WRONG_CODE);
  }
  throw new SocialStepError(true, 'SOCIAL_ERROR');
}

/** The providers the service offers (none when it cannot be asked: the buttons just stay away). */
export async function offeredProviders(): Promise<SocialProvider[]> {
  try {
    const res = await fetch(`${SOCIAL_BASE}/providers`);
    if (!res.ok) return [];
    const body = (await res.json()) as { providers?: unknown };
    const known: readonly string[] = ['APPLE', 'FACEBOOK', 'GOOGLE'];
    return Array.isArray(body.providers)
      ? body.providers.filter(
          (p): p is SocialProvider => typeof p === 'string' && known.includes(p),
        )
      : [];
  } catch {
    return [];
  }
}
