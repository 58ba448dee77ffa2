import path from 'node:path';
import { parseArgs } from '../../scripts/lib/cli.mjs';
import { configFromEnv } from '../src/server.js';

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
      trustProxy: 'loopback',
      pageHints: true,
    });
    expect(configFromEnv({ PAGE_HINTS: 'off' }).pageHints).toBe(false);
    expect(configFromEnv({}).renderDeadlineMs).toBeUndefined();
    expect(configFromEnv({ PAGE_RENDER_DEADLINE_MS: '5000' }).renderDeadlineMs).toBe(5000);
    expect(() => configFromEnv({ PAGE_RENDER_DEADLINE_MS: 'soon' })).toThrow(
      'PAGE_RENDER_DEADLINE_MS must be a positive number of ms, got "soon"',
    );
  });

  it('reads PORT, DEPLOY_DIR, COMMERCE_URL, NODE_ENV and TRUST_PROXY', () => {
    const config = configFromEnv({
      PORT: '8180',
      DEPLOY_DIR: '/srv/deploy',
      COMMERCE_URL: 'http://api:4000',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8180,
      deployDir: '/srv/deploy',
      commerceUrl: 'http://api:4000',
      production: true,
      trustProxy: true,
    });
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
