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

/**
 * Follows the provider's pages from its authorization URL: the sign-in page answered with
 * `email` and "Sign in" (or "Refuse"); returns the URL the provider sends the browser back to.
 */
export async function answerAtProvider(
  authorizationUrl: string,
  email: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const step = async (url: string, init: RequestInit = {}): Promise<string> => {
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
    if (!location) throw new Error(`${url}: ${res.status} without a redirect: ${await res.text()}`);
    return new URL(location, url).href;
  };
  const page = await step(authorizationUrl);
  const resume = await step(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, decision }).toString(),
  });
  let next = resume;
  // The provider may pass through its resume URL before it redirects to the client.
  for (let hops = 0; hops < 5 && !next.includes('/auth/social/'); hops++) next = await step(next);
  return new URL(next);
}
