/**
 * Social sign-in (issue 63): the provider proves who the shopper is; this service decides which
 * account that is, and signs in only once the proof is complete.
 *
 *   start     a pending request (state, nonce, PKCE verifier) kept here, single use, 10 minutes
 *   callback  the code exchanged and the ID token verified (oidc.ts); then a one-time ticket
 *             (10 minutes) goes to the storefront's /login?social=<ticket>, never tokens:
 *             - an identity already linked: the ticket signs in that customer;
 *             - no link, but an account with the provider's verified e-mail: a code goes to that
 *               account's phone, and the identity is linked only once the code is entered;
 *             - neither: the shopper gives a phone, proves it with a code, and a new customer is
 *               made from the verified claims (a phone is part of every Dukkan account); a phone
 *               that is already a proven account's gets that account linked instead.
 * Any failure sends the browser to /login?msg=SOCIAL_ERROR; nothing is signed in.
 */
import type { Kysely } from 'kysely';
import type { IDToken } from 'openid-client' with { 'resolution-mode': 'import' };
import type { ServiceConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import type { GqlContext } from '../../../graphql/context';
import { servicePage } from '../../../links';
import { issueTokens, randomToken, sha256, type IssuedTokens } from '../auth';
import { DEFAULT_GROUP_ID } from '../customers';
import { hitRateLimit, type RateRule } from '../rate-limit';
import { sendKeyedCode, spendCode } from '../sessions';
import { normalisePhone } from '../validation';
import { authorizationRequest, providerConfiguration, verifiedClaims } from './oidc';
import { providerSlug, type SocialProvider } from './settings';

/** Lifetime of a pending authorization request (state, nonce, verifier), in seconds. */
export const SOCIAL_STATE_TTL_SECONDS = 600;
/** Lifetime of a ticket from the callback to the storefront (and its code), in seconds. */
export const SOCIAL_TICKET_TTL_SECONDS = 600;
/** Social sign-ins started per client address. */
export const SOCIAL_START_PER_IP: RateRule = {
  name: 'social-start:ip',
  limit: 30,
  windowSeconds: 600,
};
/** Ticket steps (read, phone, code) per client address. */
export const SOCIAL_STEP_PER_IP: RateRule = {
  name: 'social-step:ip',
  limit: 60,
  windowSeconds: 600,
};

type Locale = 'en' | 'ar';
interface Deps {
  db: Kysely<Database>;
  config: ServiceConfig;
}

/** A failure the shopper sees as SOCIAL_ERROR; `reason` goes to the log only. */
export class SocialFailure extends Error {
  constructor(
    readonly reason: string,
    readonly locale: Locale = 'en',
  ) {
    super(reason);
  }
}

export const redirectUriOf = (config: ServiceConfig, provider: SocialProvider): string =>
  servicePage(config, `/auth/social/${providerSlug(provider)}/callback`);

/** Starts a sign-in: the provider's authorization URL to send the browser to. */
export async function startSignIn(
  deps: Deps,
  provider: SocialProvider,
  locale: Locale,
  ip: string,
): Promise<string> {
  const now = deps.config.now();
  await hitRateLimit(deps.db, SOCIAL_START_PER_IP, ip, now);
  const configuration = await providerConfiguration(
    deps.config.social,
    provider,
    deps.config.production,
  );
  const request = await authorizationRequest(
    configuration,
    redirectUriOf(deps.config, provider),
    deps.config.social.providers[provider]?.responseMode,
  );
  await deps.db.deleteFrom('social_states').where('expires_at', '<', now).execute();
  await deps.db
    .insertInto('social_states')
    .values({
      state_hash: sha256(request.state),
      provider,
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      locale,
      expires_at: new Date(now.getTime() + SOCIAL_STATE_TTL_SECONDS * 1000),
    })
    .execute();
  return request.url;
}

/** Takes the pending request of a state, once: a replayed state finds nothing. */
async function claimState(deps: Deps, provider: SocialProvider, state: string) {
  const row = await deps.db
    .deleteFrom('social_states')
    .where('state_hash', '=', sha256(state))
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new SocialFailure('unknown or used state');
  const locale: Locale = row.locale === 'ar' ? 'ar' : 'en';
  if (row.provider !== provider) throw new SocialFailure('state of another provider', locale);
  if (new Date(row.expires_at).getTime() <= deps.config.now().getTime())
    throw new SocialFailure('state expired', locale);
  return { ...row, locale };
}

const cleanName = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/[0-9\u0660-\u0669\u06F0-\u06F9<>]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 100)
    : '';

/** The provider's e-mail, only when it says it verified it (Apple sends "true" as a string). */
function verifiedEmail(claims: IDToken): string | null {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  return verified && email.length > 3 && email.length <= 254 && email.includes('@') ? email : null;
}

function namesOf(claims: IDToken, email: string | null): { firstname: string; lastname: string } {
  const [first = '', ...rest] = cleanName(claims.name).split(' ');
  const firstname =
    cleanName(claims.given_name) || first || cleanName(email?.split('@')[0]?.replace(/[._]/g, ' '));
  return { firstname, lastname: cleanName(claims.family_name) || rest.join(' ') };
}

export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}*****${phone.slice(-3)}`;
const codeKey = (ticketHash: string): string => `social:${ticketHash}`;

function linkCodeText(ctx: GqlContext, provider: SocialProvider) {
  const name = provider.charAt(0) + provider.slice(1).toLowerCase();
  return (code: string): string =>
    ctx.locale === 'ar'
      ? `رمز ربط حساب ${name} بحسابك في دكان هو ${code}. صالح لمدة 5 دقائق.`
      : `Your code to sign in to Dukkan with ${name} is ${code}. It is valid for 5 minutes.`;
}

/**
 * The provider's answer at the callback: the URL it redirected to (query), or that URL and the
 * form the browser POSTed (form_post).
 */
export interface CallbackAnswer {
  url: URL;
  form?: URLSearchParams;
}

/** The answer as openid-client reads it: the URL, or a POST request carrying the form. */
function openIdCallback({ url, form }: CallbackAnswer): URL | Request {
  if (!form) return url;
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

/**
 * The provider's callback: the state claimed (single use), the code exchanged, the ID token
 * verified; answers the locale and the ticket for the storefront. Throws SocialFailure.
 */
export async function handleCallback(
  ctx: GqlContext,
  provider: SocialProvider,
  answer: CallbackAnswer,
): Promise<{ locale: Locale; ticket: string }> {
  const state = (answer.form ?? answer.url.searchParams).get('state') ?? '';
  if (state === '' || state.length > 200) throw new SocialFailure('no state');
  const pending = await claimState(ctx, provider, state);
  const locale = pending.locale;
  const configuration = await providerConfiguration(
    ctx.config.social,
    provider,
    ctx.config.production,
  );
  let claims: IDToken;
  try {
    claims = await verifiedClaims(configuration, openIdCallback(answer), {
      state,
      nonce: pending.nonce,
      codeVerifier: pending.code_verifier,
    });
  } catch (error) {
    throw new SocialFailure(`provider answer refused: ${String(error)}`, locale);
  }
  const ticket = await newTicket({ ...ctx, locale }, provider, claims);
  return { locale, ticket };
}

/** Writes the ticket of a proven identity (see the file's comment for the three cases). */
async function newTicket(
  ctx: GqlContext,
  provider: SocialProvider,
  claims: IDToken,
): Promise<string> {
  const now = ctx.config.now();
  const subject = claims.sub;
  const email = verifiedEmail(claims);
  const linked = await ctx.db
    .selectFrom('social_identities')
    .select('customer_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  const account = linked
    ? null
    : email === null
      ? undefined
      : await ctx.db
          .selectFrom('customers')
          .select(['id', 'phone_number'])
          .where('email', '=', email)
          .where('phone_verified_at', 'is not', null)
          .executeTakeFirst();
  if (!linked && !account && email === null)
    throw new SocialFailure('no verified e-mail for a new customer', ctx.locale);
  const ticket = randomToken();
  const ticketHash = sha256(ticket);
  await ctx.db.deleteFrom('social_tickets').where('expires_at', '<', now).execute();
  await ctx.db
    .insertInto('social_tickets')
    .values({
      ticket_hash: ticketHash,
      provider,
      subject,
      email,
      ...namesOf(claims, email),
      customer_id: linked?.customer_id ?? account?.id ?? null,
      phone: account?.phone_number ?? null,
      expires_at: new Date(now.getTime() + SOCIAL_TICKET_TTL_SECONDS * 1000),
      used_at: null,
    })
    .execute();
  if (account)
    await sendKeyedCode(
      ctx,
      codeKey(ticketHash),
      account.phone_number,
      now,
      linkCodeText(ctx, provider),
    );
  return ticket;
}

/** What the storefront does next with a ticket. */
export type TicketAnswer =
  | ({ status: 'signed-in' } & IssuedTokens)
  | { status: 'code-sent'; phone: string }
  | { status: 'phone-needed' };

async function liveTicket(ctx: GqlContext, ticket: unknown) {
  if (typeof ticket !== 'string' || ticket.length < 20 || ticket.length > 100)
    throw new SocialFailure('malformed ticket', ctx.locale);
  await hitRateLimit(ctx.db, SOCIAL_STEP_PER_IP, ctx.ip, ctx.config.now());
  const row = await ctx.db
    .selectFrom('social_tickets')
    .selectAll()
    .where('ticket_hash', '=', sha256(ticket))
    .executeTakeFirst();
  if (!row || row.used_at !== null) throw new SocialFailure('unknown or used ticket', ctx.locale);
  if (new Date(row.expires_at).getTime() <= ctx.config.now().getTime())
    throw new SocialFailure('ticket expired', ctx.locale);
  return row;
}

/** Uses a ticket up, once (a conditional update: two tabs cannot both sign in with it). */
async function spendTicket(ctx: GqlContext, ticketHash: string): Promise<void> {
  const spent = await ctx.db
    .updateTable('social_tickets')
    .set({ used_at: ctx.config.now() })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new SocialFailure('ticket raced', ctx.locale);
}

/** POST /auth/social/ticket: signs in a linked identity, or says which proof comes next. */
export async function readTicket(ctx: GqlContext, ticket: unknown): Promise<TicketAnswer> {
  const row = await liveTicket(ctx, ticket);
  if (row.phone !== null) return { status: 'code-sent', phone: maskPhone(row.phone) };
  if (row.customer_id === null) return { status: 'phone-needed' };
  await spendTicket(ctx, row.ticket_hash);
  return { status: 'signed-in', ...(await issueTokens(ctx.db, row.customer_id, ctx.config.now())) };
}

/** POST /auth/social/phone: a new shopper's phone, proven next by the code sent to it. */
export async function givePhone(
  ctx: GqlContext,
  ticket: unknown,
  rawPhone: unknown,
): Promise<TicketAnswer> {
  const row = await liveTicket(ctx, ticket);
  if (row.customer_id !== null) throw new SocialFailure('phone for a linked ticket', ctx.locale);
  const phone = normalisePhone(rawPhone);
  const now = ctx.config.now();
  await sendKeyedCode(
    ctx,
    codeKey(row.ticket_hash),
    phone,
    now,
    linkCodeText(ctx, row.provider as SocialProvider),
  );
  await ctx.db
    .updateTable('social_tickets')
    .set({ phone })
    .where('ticket_hash', '=', row.ticket_hash)
    .execute();
  return { status: 'code-sent', phone: maskPhone(phone) };
}

/** A new customer from the verified claims and the phone its code just proved. */
async function createSocialCustomer(
  ctx: GqlContext,
  row: { email: string | null; firstname: string; lastname: string; phone: string },
  now: Date,
): Promise<number> {
  const email = row.email;
  if (email === null) throw new SocialFailure('no verified e-mail for a new customer', ctx.locale);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // Unproven registrations of this phone or e-mail are replaceable (customers.ts).
      await trx
        .deleteFrom('customers')
        .where('phone_verified_at', 'is', null)
        .where((eb) => eb.or([eb('phone_number', '=', row.phone), eb('email', '=', email)]))
        .execute();
      const created = await trx
        .insertInto('customers')
        .values({
          firstname: row.firstname,
          lastname: row.lastname,
          email,
          phone_number: row.phone,
          customer_source: 'WEB',
          group_id: DEFAULT_GROUP_ID,
          password_hash: null,
          tier_code: 'NONMEMBER',
          phone_verified_at: now,
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    });
  } catch (error) {
    throw new SocialFailure(`new customer refused: ${String(error)}`, ctx.locale);
  }
}

/**
 * POST /auth/social/code: the code sent to the account's (or the new shopper's) phone. Right,
 * it links the identity (to the account of the ticket, else to the proven account of that
 * phone, else to a new customer) and signs in. Wrong codes follow loginByOTP's rules.
 */
export async function enterCode(
  ctx: GqlContext,
  ticket: unknown,
  otp: unknown,
): Promise<TicketAnswer> {
  const row = await liveTicket(ctx, ticket);
  if (row.phone === null) throw new SocialFailure('code before a phone', ctx.locale);
  const now = await spendCode(ctx, codeKey(row.ticket_hash), otp);
  await spendTicket(ctx, row.ticket_hash);
  const owner =
    row.customer_id ??
    (
      await ctx.db
        .selectFrom('customers')
        .select('id')
        .where('phone_number', '=', row.phone)
        .where('phone_verified_at', 'is not', null)
        .executeTakeFirst()
    )?.id ??
    (await createSocialCustomer(ctx, { ...row, phone: row.phone }, now));
  await ctx.db
    .insertInto('social_identities')
    .values({ provider: row.provider, subject: row.subject, customer_id: owner, email: row.email })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
  return { status: 'signed-in', ...(await issueTokens(ctx.db, owner, now)) };
}

/** POST /auth/social/resend: a new code to the phone the ticket's code went to. */
export async function resendCode(ctx: GqlContext, ticket: unknown): Promise<TicketAnswer> {
  const row = await liveTicket(ctx, ticket);
  if (row.phone === null) throw new SocialFailure('resend before a phone', ctx.locale);
  await sendKeyedCode(
    ctx,
    codeKey(row.ticket_hash),
    row.phone,
    ctx.config.now(),
    linkCodeText(ctx, row.provider as SocialProvider),
  );
  return { status: 'code-sent', phone: maskPhone(row.phone) };
}
