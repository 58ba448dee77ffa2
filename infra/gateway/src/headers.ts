// The security headers of every answer, and the one cookie the gateway writes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { COOKIES } from '@dukkan/contracts/constants';
import { FIRST_SCREEN_SCRIPT_SOURCE } from './first-screen/script';
import { signGroupCookie } from './group-cookie';

/** The Content-Security-Policy of every response. Emotion injects `<style>` tags at run time. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // The first screen's one inline script, by its hash (first-screen/script.ts).
  scriptSrc: ["'self'", FIRST_SCREEN_SCRIPT_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Helmet's headers: CSP, nosniff, Referrer-Policy, X-Frame-Options, COOP. `tileSource` is the map
 * tiles' origin (map-tiles.ts), the one other place images may come from; `paymentFormOrigins`
 * join the form-action: the payment pages the checkout's signed card form posts to.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    tileSource = null,
    paymentFormOrigins = [],
  }: { tileSource?: string | null; paymentFormOrigins?: readonly string[] } = {},
): Promise<void> {
  const directives = {
    ...CSP_DIRECTIVES,
    imgSrc: tileSource ? [...CSP_DIRECTIVES.imgSrc, tileSource] : CSP_DIRECTIVES.imgSrc,
    formAction: [...CSP_DIRECTIVES.formAction, ...paymentFormOrigins],
  };
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS over plain http would be ignored at best; it is added below only for https requests.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote builds may be loaded by a shell on another origin of the same site (dev servers).
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * HSTS on answers to https requests (the protocol a trusted front proxy reports), and on a page
 * asked with `?group_id=<digits>` the signed `group-id` cookie (shell spec "Group-id cookie";
 * group-cookie.ts), when the gateway has a key to sign it.
 */
export function addAnswerHeaders(app: FastifyInstance, groupCookieSecret: string | null): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    const groupId = groupIdOf(request.query);
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.method === 'GET' && groupId && groupCookieSecret && type.startsWith('text/html')) {
      reply.header(
        'Set-Cookie',
        groupIdCookie(signGroupCookie(groupCookieSecret, groupId), request),
      );
    }
    return payload;
  });
}

/**
 * Not HttpOnly: the shell reads the id before the dot to attach the customer to the group at
 * identity fetch; the service believes only the signed value.
 */
function groupIdCookie(value: string, request: FastifyRequest): string {
  const { name, path, maxAgeSeconds } = COOKIES.groupId;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

function groupIdOf(query: unknown): string | undefined {
  const value =
    query && typeof query === 'object' ? (query as Record<string, unknown>).group_id : undefined;
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? value : undefined;
}
