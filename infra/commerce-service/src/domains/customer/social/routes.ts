/**
 * The social sign-in routes (flow.ts), beside /graphql because the provider sends the browser to
 * them; the gateway proxies `/auth/social`:
 *   GET  /auth/social/providers            the providers offered (the storefront's buttons)
 *   GET  /auth/social/:provider/start      ?locale=en|ar: to the provider
 *   GET  /auth/social/:provider/callback   from the provider: to /{locale}/login?social=<ticket>
 *   POST /auth/social/:provider/callback   the same from a form_post provider (Apple)
 *   POST /auth/social/ticket               { ticket }: tokens, or the proof that comes next
 *   POST /auth/social/phone                { ticket, phone }: a new shopper's phone gets a code
 *   POST /auth/social/resend               { ticket }: a new code to the same phone
 *   POST /auth/social/code                 { ticket, otp }: linked and signed in
 * A failure redirects to /{locale}/login?msg=SOCIAL_ERROR (GET) or answers
 * `{ code: 'SOCIAL_ERROR' }` (POST); its reason goes to the log only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import { buildContext, type GqlContext } from '../../../graphql/context';
import { storefrontPage } from '../../../links';
import type { Messenger } from '../../../messages/messenger';
import { CustomerDomainError } from '../errors';
import {
  SocialFailure,
  enterCode,
  givePhone,
  handleCallback,
  readTicket,
  resendCode,
  startSignIn,
  type TicketAnswer,
} from './flow';
import { enabledProviders, providerFromSlug, providerSlug } from './settings';

type Locale = 'en' | 'ar';
/** A form_post answer: code, state, and Apple's first-time `user` JSON; far under this. */
const FORM_POST_BODY_LIMIT = 16 * 1024;
const localeOf = (value: unknown): Locale => (value === 'ar' ? 'ar' : 'en');

interface Deps {
  config: ServiceConfig;
  db: Kysely<Database>;
  messenger: Messenger;
}

function refuse(
  config: ServiceConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  locale: Locale,
) {
  const failure = error instanceof SocialFailure ? error : null;
  if (failure) request.log.warn({ reason: failure.reason }, 'social sign-in refused');
  else request.log.error({ err: error }, 'social sign-in failed');
  const to = storefrontPage(config, failure?.locale ?? locale, 'login');
  return reply.header('cache-control', 'no-store').redirect(`${to}?msg=SOCIAL_ERROR`, 303);
}

/** A JSON step's answer: the flow's answer, a bilingual input error, or SOCIAL_ERROR. */
async function answerStep(
  request: FastifyRequest,
  reply: FastifyReply,
  step: () => Promise<TicketAnswer>,
) {
  reply.header('cache-control', 'no-store');
  try {
    return await step();
  } catch (error) {
    if (error instanceof CustomerDomainError) {
      const extensions = (error.extensions ?? {}) as Record<string, unknown>;
      const limited = error.category === 'graphql-rate-limit';
      return reply.code(limited ? 429 : 400).send({
        error: error.message,
        error_ar: extensions.message_ar,
        reason: extensions.reason ?? null,
        field: extensions.field ?? null,
      });
    }
    if (error instanceof SocialFailure)
      request.log.warn({ reason: error.reason }, 'social sign-in step refused');
    else request.log.error({ err: error }, 'social sign-in step failed');
    return reply.code(400).send({ code: 'SOCIAL_ERROR' });
  }
}

/**
 * The provider's answer at the callback (GET for a query provider, POST for a form_post one):
 * to the storefront's login page with a ticket, or with SOCIAL_ERROR.
 */
async function answerCallback(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  form?: URLSearchParams,
) {
  const { config } = deps;
  try {
    const { provider: slug } = request.params as { provider: string };
    const provider = providerFromSlug(slug);
    const settings = provider ? config.social.providers[provider] : undefined;
    if (!provider || !settings) throw new SocialFailure('provider not offered');
    // Each provider answers one way only: a form_post provider's code never travels in a URL.
    if ((settings.responseMode === 'form_post') !== (form !== undefined))
      throw new SocialFailure(
        `answer by ${request.method} from a ${settings.responseMode} provider`,
      );
    // The URL the provider redirected to, as the browser saw it (redirect_uri's origin).
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const url = new URL(
      `${config.publicUrl}/auth/social/${providerSlug(provider)}/callback${query}`,
    );
    const ctx = await buildContext(request, deps);
    const { locale, ticket } = await handleCallback(ctx, provider, {
      url,
      ...(form ? { form } : {}),
    });
    const to = storefrontPage(config, locale, 'login');
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${to}?social=${encodeURIComponent(ticket)}`, 303);
  } catch (error) {
    return refuse(config, request, reply, error, 'en');
  }
}

export function registerSocialRoutes(app: FastifyInstance, deps: Deps): void {
  const { config } = deps;
  const context = async (request: FastifyRequest, locale: unknown): Promise<GqlContext> => ({
    ...(await buildContext(request, deps)),
    locale: localeOf(locale),
  });

  app.get('/auth/social/providers', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { providers: enabledProviders(config.social) };
  });

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    '/auth/social/:provider/start',
    async (request, reply) => {
      const locale = localeOf(request.query.locale);
      try {
        const provider = providerFromSlug(request.params.provider);
        if (!provider || !config.social.providers[provider])
          throw new SocialFailure('provider not offered', locale);
        const url = await startSignIn(deps, provider, locale, request.ip);
        return reply.header('cache-control', 'no-store').redirect(url, 303);
      } catch (error) {
        return refuse(config, request, reply, error, locale);
      }
    },
  );

  const callback = (request: FastifyRequest, reply: FastifyReply, form?: URLSearchParams) =>
    answerCallback(deps, request, reply, form);
  app.get('/auth/social/:provider/callback', (request, reply) => callback(request, reply));
  // form_post (Apple): the browser POSTs the answer as an urlencoded form, parsed in this scope.
  void app.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_POST_BODY_LIMIT },
      (_req, body, parsed) => parsed(null, new URLSearchParams(String(body))),
    );
    scope.post('/auth/social/:provider/callback', (request, reply) =>
      callback(
        request,
        reply,
        request.body instanceof URLSearchParams ? request.body : new URLSearchParams(),
      ),
    );
    done();
  });

  type Body = { Body: Record<string, unknown> | undefined };
  app.post<Body>('/auth/social/ticket', async (request, reply) =>
    answerStep(request, reply, async () =>
      readTicket(await context(request, request.body?.locale), request.body?.ticket),
    ),
  );
  app.post<Body>('/auth/social/phone', async (request, reply) =>
    answerStep(request, reply, async () =>
      givePhone(
        await context(request, request.body?.locale),
        request.body?.ticket,
        request.body?.phone,
      ),
    ),
  );
  app.post<Body>('/auth/social/code', async (request, reply) =>
    answerStep(request, reply, async () =>
      enterCode(
        await context(request, request.body?.locale),
        request.body?.ticket,
        request.body?.otp,
      ),
    ),
  );
  app.post<Body>('/auth/social/resend', async (request, reply) =>
    answerStep(request, reply, async () =>
      resendCode(await context(request, request.body?.locale), request.body?.ticket),
    ),
  );
}
