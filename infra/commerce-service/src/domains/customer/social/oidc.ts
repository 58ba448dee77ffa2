/**
 * The OpenID Connect side of social sign-in, through openid-client (loaded only when a provider
 * is used: it ships ES modules, and a service without social providers never needs it).
 *
 * What openid-client checks for us on the callback: the state, the PKCE verifier, and the ID
 * token's signature (against the provider's published keys: `enableNonRepudiationChecks`, which
 * openid-client leaves off by default for ID tokens received over TLS), `iss`, `aud`, `exp`,
 * `iat` and `nonce`. Discovery is cached per provider; a failed one is tried again next time.
 */
import type * as OpenIdClientModule from 'openid-client' with { 'resolution-mode': 'import' };
import type { Configuration, IDToken } from 'openid-client' with { 'resolution-mode': 'import' };
import type { SocialProvider, SocialProviderSettings, SocialSettings } from './settings';

type OpenIdClient = typeof OpenIdClientModule;

let library: Promise<OpenIdClient> | null = null;
export const openIdClient = (): Promise<OpenIdClient> => (library ??= import('openid-client'));

/** The scopes asked of every provider: who (sub), a verified e-mail, and a name. */
export const SOCIAL_SCOPE = 'openid email profile';
/** Longest wait for the provider's discovery document or token endpoint, in seconds. */
export const PROVIDER_TIMEOUT_SECONDS = 10;

const discovered = new WeakMap<SocialProviderSettings, Promise<Configuration>>();

/**
 * The provider's configuration (discovery). Plain-http issuers are accepted only outside
 * production mode (the local test provider); settings.ts refuses them in production.
 */
export function providerConfiguration(
  settings: SocialSettings,
  provider: SocialProvider,
  production: boolean,
): Promise<Configuration> {
  const own = settings.providers[provider];
  if (!own) return Promise.reject(new Error(`${provider} sign-in is not configured`));
  let pending = discovered.get(own);
  if (!pending) {
    pending = (async () => {
      const client = await openIdClient();
      const execute = [client.enableNonRepudiationChecks];
      if (!production && own.issuer.startsWith('http:')) execute.push(client.allowInsecureRequests);
      return client.discovery(
        new URL(own.issuer),
        own.clientId,
        { client_secret: own.clientSecret },
        client.ClientSecretBasic(own.clientSecret),
        { execute, timeout: PROVIDER_TIMEOUT_SECONDS },
      );
    })();
    pending.catch(() => discovered.delete(own));
    discovered.set(own, pending);
  }
  return pending;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A new authorization request: fresh state, nonce and PKCE verifier (S256). */
export async function authorizationRequest(
  configuration: Configuration,
  redirectUri: string,
  responseMode: SocialProviderSettings['responseMode'] = 'query',
): Promise<AuthorizationRequest> {
  const client = await openIdClient();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SOCIAL_SCOPE,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // A form_post provider (Apple) POSTs its answer to the callback; `query` is the default.
    ...(responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/**
 * The callback's code exchanged and the ID token verified; throws on a provider error
 * (`error=access_denied` for a refused consent), a bad state, or any ID-token check failing.
 * `callback` is the URL of a query answer, or the POSTed request of a form_post answer.
 */
export async function verifiedClaims(
  configuration: Configuration,
  callback: URL | Request,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<IDToken> {
  const client = await openIdClient();
  const tokens = await client.authorizationCodeGrant(configuration, callback, {
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    pkceCodeVerifier: expected.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider answered without an ID token');
  return claims;
}
