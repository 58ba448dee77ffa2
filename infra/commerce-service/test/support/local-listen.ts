/**
 * Where a local provider server of the tests listens: a free port over plain HTTP by default (the
 * service's Jest tests), or a given port over TLS (the production-mode end-to-end run, whose
 * service refuses plain-http provider addresses and trusts the run's own certificate through
 * NODE_EXTRA_CA_CERTS).
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export interface LocalListen {
  /** 0 (the default): any free port. */
  port?: number;
  /** PEM key and certificate: serve HTTPS instead of HTTP. */
  tls?: { key: string; cert: string };
}

/** An HTTP or HTTPS server for `handler` listening on 127.0.0.1, and its origin. */
export async function listenLocally(
  handler: http.RequestListener,
  options: LocalListen = {},
): Promise<{ server: http.Server; url: string }> {
  const server = options.tls
    ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, handler)
    : http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return { server, url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}` };
}

/** Closes a local server, its kept-alive connections included. */
export function closeLocally(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
