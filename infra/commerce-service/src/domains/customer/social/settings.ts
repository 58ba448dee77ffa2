/**
 * Which social sign-in providers this service offers, from its environment (docs/operations.md):
 * `SOCIAL_<PROVIDER>_ISSUER`, `SOCIAL_<PROVIDER>_CLIENT_ID` and `SOCIAL_<PROVIDER>_CLIENT_SECRET`
 * for APPLE, FACEBOOK and GOOGLE (the schema's providers). A provider without all three is not
 * offered; one with only some of them is a start problem (a typo should not go unnoticed).
 *
 * Every provider is spoken to as an OpenID Connect provider (discovery, code flow with PKCE, a
 * signed ID token): Facebook Login's web flow is plain OAuth 2 without an ID token, so FACEBOOK
 * is offered only through an OpenID-compatible issuer that federates it (a broker such as
 * Keycloak or Auth0); a bare Facebook app cannot be configured here.
 */
export const SOCIAL_PROVIDERS = ['APPLE', 'FACEBOOK', 'GOOGLE'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialProviderSettings {
  /** The issuer URL; its `/.well-known/openid-configuration` is read at first use. */
  issuer: string;
  clientId: string;
  /** Apple's client secret is the signed JWT its console tells you to make from your key. */
  clientSecret: string;
  /**
   * How the provider answers the callback: `query` (a redirect, GET) or `form_post` (the
   * browser POSTs a form). Apple answers by form_post when the e-mail or the name is asked
   * (its documented behaviour for web sign-in, and this service asks both); the others by query.
   */
  responseMode: 'query' | 'form_post';
}

/** Each provider's response mode (see SocialProviderSettings.responseMode). */
export const RESPONSE_MODES: Record<SocialProvider, SocialProviderSettings['responseMode']> = {
  APPLE: 'form_post',
  FACEBOOK: 'query',
  GOOGLE: 'query',
};

export interface SocialSettings {
  providers: Partial<Record<SocialProvider, SocialProviderSettings>>;
  problems: string[];
}

/** The path segment of a provider in the routes (`/auth/social/google/start`). */
export const providerSlug = (provider: SocialProvider): string => provider.toLowerCase();

export function providerFromSlug(slug: string): SocialProvider | null {
  const upper = slug.toUpperCase();
  return (SOCIAL_PROVIDERS as readonly string[]).includes(upper) ? (upper as SocialProvider) : null;
}

export function socialFromEnv(env: NodeJS.ProcessEnv, production: boolean): SocialSettings {
  const providers: SocialSettings['providers'] = {};
  const problems: string[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const names = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].map((k) => `SOCIAL_${provider}_${k}`);
    const values = names.map((name) => (env[name] ?? '').trim());
    const given = values.filter((v) => v !== '').length;
    if (given === 0) continue;
    if (given < 3) {
      const missing = names.filter((_, i) => values[i] === '');
      problems.push(`${provider} sign-in is half configured: set ${missing.join(', ')} too.`);
      continue;
    }
    const [issuer = '', clientId = '', clientSecret = ''] = values;
    if (!URL.canParse(issuer)) {
      problems.push(`SOCIAL_${provider}_ISSUER must be a URL, got "${issuer}".`);
      continue;
    }
    if (production && !issuer.startsWith('https:')) {
      problems.push(`SOCIAL_${provider}_ISSUER must be an https address in production mode.`);
      continue;
    }
    providers[provider] = {
      issuer,
      clientId,
      clientSecret,
      responseMode: RESPONSE_MODES[provider],
    };
  }
  return { providers, problems };
}

/** The providers offered, in the schema's order. */
export function enabledProviders(settings: SocialSettings): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => settings.providers[p] !== undefined);
}
