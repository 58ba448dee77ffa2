/**
 * A local OpenID provider for the social sign-in tests (service tests and e2e): oidc-provider on
 * 127.0.0.1, one confidential client, the authorization code flow with PKCE. Its own sign-in page
 * asks for an e-mail (the account: `sub` and a verified `email`) and offers "Sign in" or
 * "Refuse" (the provider then answers access_denied).
 *
 * Started as its own process (oidc-provider ships ES modules only; the service tests run in
 * Jest's CommonJS runtime): `node local-openid-provider.mjs`, configured by environment:
 *   OIDC_PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URIS (comma separated).
 * Prints `ready <issuer>` once it listens.
 *
 * Forgery for the tests: `POST /__test/forge?mode=key|aud|off` makes the token endpoint answer
 * with an ID token re-signed by another key (`key`) or naming another audience (`aud`), as a
 * provider's compromised or impersonated token endpoint would. Only this test provider has it.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 4271);
const issuer = `http://127.0.0.1:${port}`;
const clientId = process.env.OIDC_CLIENT_ID ?? 'dukkan-local';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'local-secret-local-secret-local-secret';
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean);

const signing = await generateKeyPair('RS256', { extractable: true });
const stranger = await generateKeyPair('RS256', { extractable: true });
const signingJwk = {
  ...(await exportJWK(signing.privateKey)),
  kid: 'local-1',
  alg: 'RS256',
  use: 'sig',
};

const names = (email) => {
  const local = email.split('@')[0] ?? 'shopper';
  return { given_name: local, family_name: 'Social' };
};

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  jwks: { keys: [signingJwk] },
  cookies: { keys: [randomUUID()] },
  pkce: { required: () => true },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name'],
  },
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({ sub: id, email: id, email_verified: true, ...names(id) }),
  }),
});

let forgeMode = 'off';

const page = (uid) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Local OpenID provider</title></head><body><main><h1>Local OpenID provider</h1>
<form method="post" action="/interaction/${uid}">
<label for="email">E-mail</label> <input id="email" name="email" type="email" required>
<button type="submit" name="decision" value="allow">Sign in</button>
<button type="submit" name="decision" value="deny" formnovalidate>Refuse</button>
</form></main></body></html>`;

async function readForm(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

async function interaction(req, res, uid) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(page(uid));
    return;
  }
  const form = await readForm(req);
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (form.get('decision') !== 'allow' || email === '') {
    await provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'The shopper refused.',
    });
    return;
  }
  const grant = new provider.Grant({ accountId: email, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: email }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** Replaces the token endpoint's ID token with a forged one (see the file's comment). */
function forgeTokenAnswer(res) {
  const end = res.end.bind(res);
  res.end = (chunk, ...rest) => {
    void (async () => {
      const answer = JSON.parse(String(chunk));
      if (typeof answer.id_token === 'string') {
        const claims = decodeJwt(answer.id_token);
        const aud = forgeMode === 'aud' ? 'someone-else' : claims.aud;
        const key = forgeMode === 'key' ? stranger.privateKey : signing.privateKey;
        answer.id_token = await new SignJWT({ ...claims, aud })
          .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
          .sign(key);
      }
      const body = JSON.stringify(answer);
      res.setHeader('content-length', Buffer.byteLength(body));
      end(body, ...rest);
    })();
    return res;
  };
}

const callback = provider.callback();
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  const match = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
  if (url.pathname === '/__test/forge' && req.method === 'POST') {
    forgeMode = url.searchParams.get('mode') ?? 'off';
    res.end(JSON.stringify({ forgeMode }));
    return;
  }
  if (match) {
    interaction(req, res, match[1]).catch((error) => {
      res.statusCode = 400;
      res.end(String(error));
    });
    return;
  }
  if (url.pathname === '/token' && forgeMode !== 'off') forgeTokenAnswer(res);
  callback(req, res);
});

server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`ready ${issuer}\n`);
});
