import path from 'node:path';
import { parseArgs } from '../../scripts/lib/cli.mjs';
import { configFromEnv } from '../src/config';

describe('gateway configuration from the environment', () => {
  it('defaults to port 8080, the repo shell build and deploy root, and the local commerce service', () => {
    const config = configFromEnv({});
    const repo = path.resolve(__dirname, '../../..');
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      shellDir: path.join(repo, 'shell/dist'),
      deployDir: path.join(repo, '.deploy'),
      commerceUrl: 'http://127.0.0.1:4000',
      production: false,
      trustProxy: false,
      devRoutes: false,
      adminOnStorefront: false,
      redisUrl: null,
      apiRateLimit: 600,
      pageHints: true,
    });
    expect(configFromEnv({ PAGE_HINTS: 'off' }).pageHints).toBe(false);
    expect(configFromEnv({ ADMIN_ON_STOREFRONT: '1' }).adminOnStorefront).toBe(true);
    expect(configFromEnv({}).renderDeadlineMs).toBeUndefined();
    expect(configFromEnv({ PAGE_RENDER_DEADLINE_MS: '5000' }).renderDeadlineMs).toBe(5000);
    expect(configFromEnv({}).paymentFormOrigins).toEqual([]);
    expect(
      configFromEnv({ APS_ACCESS_CODE: 'x', PAYMENT_FORM_ORIGINS: 'https://pay.example/a, ' })
        .paymentFormOrigins,
    ).toEqual(['https://pay.example', 'https://checkout.payfort.com']);
    expect(
      configFromEnv({ APS_ACCESS_CODE: 'x', APS_CHECKOUT_URL: 'http://127.0.0.1:9/FortAPI/x' })
        .paymentFormOrigins,
    ).toEqual(['http://127.0.0.1:9']);
    expect(() => configFromEnv({ PAYMENT_FORM_ORIGINS: 'javascript:alert(1)' })).toThrow(
      'PAYMENT_FORM_ORIGINS and APS_CHECKOUT_URL take http(s) addresses, got "javascript:alert(1)"',
    );
    expect(() => configFromEnv({ PAGE_RENDER_DEADLINE_MS: 'soon' })).toThrow(
      'PAGE_RENDER_DEADLINE_MS must be a positive number of ms, got "soon"',
    );
  });

  it('reads PORT, DEPLOY_DIR, COMMERCE_URL, NODE_ENV, TRUSTED_PROXIES and REDIS_URL', () => {
    const config = configFromEnv({
      PORT: '8180',
      DEPLOY_DIR: '/srv/deploy',
      COMMERCE_URL: 'http://api:4000',
      NODE_ENV: 'production',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1',
      REDIS_URL: 'rediss://cache:6380',
      API_RATE_LIMIT: '120',
    });
    expect(config).toMatchObject({
      port: 8180,
      deployDir: '/srv/deploy',
      commerceUrl: 'http://api:4000',
      production: true,
      trustProxy: ['10.0.0.0/8', '192.0.2.1'],
      redisUrl: 'rediss://cache:6380',
      apiRateLimit: 120,
    });
  });

  it('refuses to trust every sender, or the old TRUST_PROXY', () => {
    expect(() => configFromEnv({ TRUSTED_PROXIES: 'true' })).toThrow(
      'TRUSTED_PROXIES must name the front proxies',
    );
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow('TRUSTED_PROXIES');
  });

  it('serves dev routes only when asked, on loopback, outside production', () => {
    expect(configFromEnv({ DUKKAN_DEV_ROUTES: '1' }).devRoutes).toBe(true);
    expect(configFromEnv({ DUKKAN_DEV_ROUTES: '1', HOST: '127.0.0.1' }).devRoutes).toBe(true);
    expect(() => configFromEnv({ DUKKAN_DEV_ROUTES: '1', HOST: '0.0.0.0' })).toThrow(
      'DUKKAN_DEV_ROUTES=1 is refused on HOST=0.0.0.0',
    );
    expect(() => configFromEnv({ DUKKAN_DEV_ROUTES: '1', NODE_ENV: 'production' })).toThrow(
      'DUKKAN_DEV_ROUTES=1 is refused in production mode',
    );
  });

  it('reads the shared registry, its poll, the remotes origin and the shutdown deadline', () => {
    expect(configFromEnv({})).toMatchObject({
      databaseUrl: null,
      registryPollMs: 5000,
      remotesOrigin: null,
      shutdownDeadlineMs: 10_000,
    });
    const config = configFromEnv({
      DATABASE_URL: 'postgres://gw@db/store',
      REGISTRY_POLL_MS: '1500',
      REMOTES_ORIGIN: 'https://cdn.example/',
      REMOTES_CACHE_DIR: 'cache',
      SHUTDOWN_DEADLINE_MS: '0',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://gw@db/store',
      registryPollMs: 1500,
      remotesOrigin: 'https://cdn.example',
      remotesCacheDir: path.resolve('cache'),
      shutdownDeadlineMs: 0,
    });
    expect(() => configFromEnv({ REMOTES_ORIGIN: 'file:///srv/remotes' })).toThrow(
      /REMOTES_ORIGIN must be an http\(s\) address/,
    );
    expect(() => configFromEnv({ REGISTRY_POLL_MS: '10' })).toThrow(/REGISTRY_POLL_MS/);
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(
      'PORT must be a port number, got "eighty"',
    );
    expect(() => configFromEnv({ PORT: '70000' })).toThrow('PORT must be a port number');
  });
});

describe('script arguments', () => {
  it('separates remote names from options, with values for the options that take one', () => {
    expect(
      parseArgs(['search', '--deploy-dir', '/tmp/d', '--list', '--', 'cart'], ['deploy-dir']),
    ).toEqual({
      positional: ['search', 'cart'],
      options: { 'deploy-dir': '/tmp/d', list: true },
    });
    expect(parseArgs(['--deploy-dir=/x'], ['deploy-dir']).options).toEqual({ 'deploy-dir': '/x' });
  });

  it('says when an option lacks its value', () => {
    expect(() => parseArgs(['--deploy-dir'], ['deploy-dir'])).toThrow(
      '--deploy-dir needs a value.',
    );
  });
});
