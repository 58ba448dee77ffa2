import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../config';
import type { Database } from '../db/schema';
import { customerIdFromToken } from '../domains/customer/auth';
import { groupIdFromCookieHeader } from '../domains/customer/group-cookie';
import type { Messenger } from '../messages/messenger';
import { scopeOf, type RequestMessages } from '../messages/request-scope';

export type StoreCode = 'default' | 'ar_EG';

export interface GqlContext {
  db: Kysely<Database>;
  config: ServiceConfig;
  /** The signed-in customer, from `Authorization: Bearer <token>`; null for guests and bad tokens. */
  customerId: number | null;
  token: string | null;
  /** Stock source code: `source` query parameter, else `source` header, else 'default'. */
  source: string;
  store: StoreCode;
  locale: 'en' | 'ar';
  ip: string;
  /** Messages to the customer: enqueued in the transaction of the change (src/messages/). */
  messages: RequestMessages;
  /** The group of the request's signed `group-id` cookie (a referral link), else null. */
  referralGroupId: number | null;
}

const SOURCE_PATTERN = /^[a-z0-9_-]{1,64}$/i;

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The stock source of a request: the `source` query parameter (the storefront's request link puts
 * the store choice on every query and mutation), else the `source` header. The storefront also
 * sends `source: browser` as a header flag, which is not a store. The `sourcecode` header is not
 * a store either: the spec sends the order source (`Web`) in it, and the cart takes the order
 * source from setOrderSourceOnCart.
 */
export function sourceOf(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const candidates = [firstString(query?.source), firstString(request.headers['source'])];
  for (const candidate of candidates) {
    if (candidate && candidate !== 'browser' && SOURCE_PATTERN.test(candidate)) return candidate;
  }
  return 'default';
}

export function storeOf(request: FastifyRequest): StoreCode {
  const query = request.query as Record<string, unknown> | undefined;
  const value = firstString(query?.store) ?? firstString(request.headers['store']);
  return value === 'ar_EG' ? 'ar_EG' : 'default';
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function buildContext(
  request: FastifyRequest,
  deps: { db: Kysely<Database>; config: ServiceConfig; messenger: Messenger },
): Promise<GqlContext> {
  const token = bearerToken(request);
  const customerId = token ? await customerIdFromToken(deps.db, token, deps.config.now()) : null;
  const store = storeOf(request);
  return {
    db: deps.db,
    config: deps.config,
    customerId,
    token,
    source: sourceOf(request),
    store,
    locale: store === 'ar_EG' ? 'ar' : 'en',
    ip: request.ip,
    messages: scopeOf(request, deps.messenger),
    referralGroupId: groupIdFromCookieHeader(
      firstString(request.headers.cookie),
      deps.config.groupCookieSecret,
    ),
  };
}
