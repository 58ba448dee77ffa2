/**
 * Starts the local OpenID provider (local-openid-provider.mjs) as a child process for a test,
 * and drives its sign-in page over HTTP as a browser would (cookies kept between steps).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Makes the token endpoint answer a forged ID token (`key`: another key; `aud`: another audience). */
  forge(mode: 'off' | 'key' | 'aud'): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalProvider(
  port: number,
  redirectUris: string[],
): Promise<LocalProvider> {
  const clientId = 'dukkan-test';
  const clientSecret = 'test-secret-test-secret-test-secret-0123';
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, 'local-openid-provider.mjs')],
    {
      env: {
        ...process.env,
        OIDC_PORT: String(port),
        OIDC_CLIENT_ID: clientId,
        OIDC_CLIENT_SECRET: clientSecret,
        OIDC_REDIRECT_URIS: redirectUris.join(','),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\S+)/.exec(out);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the local provider exited (${code}): ${err}`)));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    async forge(mode) {
      const res = await fetch(`${issuer}/__test/forge?mode=${mode}`, { method: 'POST' });
      if (!res.ok) throw new Error(`forge ${mode}: ${res.status}`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The provider's form_post answer: the form the browser would POST, and where. */
export interface PostedAnswer {
  action: URL;
  form: URLSearchParams;
}

/** Reads the auto-submitting form of a form_post answer page (oidc-provider's own markup). */
function postedAnswerOf(html: string, base: string): PostedAnswer | null {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) return null;
  const unescape = (text: string) =>
    text
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const form = new URLSearchParams();
  for (const input of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
    form.append(input[1] ?? '', unescape(input[2] ?? ''));
  return { action: new URL(unescape(action), base), form };
}

/**
 * Follows the provider's pages from its authorization URL: the sign-in page answered with
 * `email` and "Sign in" (or "Refuse"); returns where the provider sends the browser back to:
 * the redirect's URL (query), or the form the browser is made to POST (form_post).
 */
async function answerAt(
  authorizationUrl: string,
  email: string,
  decision: 'allow' | 'deny',
): Promise<URL | PostedAnswer> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const step = async (url: string, init: RequestInit = {}): Promise<string | PostedAnswer> => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookie() },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location) return new URL(location, url).href;
    const text = await res.text();
    const posted = postedAnswerOf(text, url);
    if (posted) return posted;
    throw new Error(`${url}: ${res.status} without a redirect: ${text}`);
  };
  const page = await step(authorizationUrl);
  if (typeof page !== 'string') throw new Error('the provider answered before its sign-in page');
  let next = await step(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, decision }).toString(),
  });
  // The provider may pass through its resume URL before it redirects to the client.
  for (
    let hops = 0;
    hops < 5 && typeof next === 'string' && !next.includes('/auth/social/');
    hops++
  )
    next = await step(next);
  return typeof next === 'string' ? new URL(next) : next;
}

/** {@link answerAt} for a provider answering by query: the URL it redirects the browser to. */
export async function answerAtProvider(
  authorizationUrl: string,
  email: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  const answer = await answerAt(authorizationUrl, email, decision);
  if (!(answer instanceof URL)) throw new Error('the provider answered by form_post');
  return answer;
}

/** {@link answerAt} for a provider answering by form_post: the form the browser POSTs. */
export async function postedAtProvider(
  authorizationUrl: string,
  email: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<PostedAnswer> {
  const answer = await answerAt(authorizationUrl, email, decision);
  if (answer instanceof URL) throw new Error(`the provider redirected to ${answer.href}`);
  return answer;
}
