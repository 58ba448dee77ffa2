import { SERVICE_WORKER_URL, registerServiceWorkerWhenIdle } from '../register-service-worker';

const ORIGIN = 'https://dukkan.example';
const RESOURCES = [
  `${ORIGIN}/main.0a1b2c3d4e.js`,
  `${ORIGIN}/remotes/search/0.1.0-0a1b2c3d4e/remoteEntry.js`,
  `${ORIGIN}/remotes/search/0.1.0-0a1b2c3d4e/mf-manifest.json`,
  `${ORIGIN}/graphql?query=x`,
  'https://cdn.example/remotes/search/0.1.0-0a1b2c3d4e/remoteEntry.js',
];

function fakeWindow(readyState: DocumentReadyState, { supported = true, controlled = false } = {}) {
  const postMessage = jest.fn();
  const register = jest.fn<Promise<unknown>, [string, RegistrationOptions?]>(() =>
    Promise.resolve({}),
  );
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  const serviceWorker = {
    register,
    controller: controlled ? {} : null,
    ready: Promise.resolve({ active: { postMessage } }),
  };
  const win = {
    document: { readyState },
    location: { origin: ORIGIN },
    performance: { getEntriesByType: () => RESOURCES.map((name) => ({ name })) },
    navigator: supported ? { serviceWorker } : {},
    addEventListener: jest.fn((type: string, listener: () => void) => {
      listeners.set(type, listener);
    }),
    setTimeout: jest.fn(),
    requestIdleCallback: jest.fn((callback: () => void) => {
      idle.push(callback);
      return idle.length;
    }),
  };
  return {
    win: win as unknown as NonNullable<Parameters<typeof registerServiceWorkerWhenIdle>[0]>,
    register,
    postMessage,
    fire: (type: string) => listeners.get(type)?.(),
    runIdle: () => idle.splice(0).forEach((callback) => callback()),
  };
}

/** Lets the registration's promise chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorkerWhenIdle', () => {
  it('registers /sw.js at the root scope only after the load event and an idle period', () => {
    const { win, register, fire, runIdle } = fakeWindow('interactive');
    registerServiceWorkerWhenIdle(win);
    runIdle();
    expect(register).not.toHaveBeenCalled();

    fire('load');
    expect(register).not.toHaveBeenCalled();
    runIdle();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('waits only for idle when the page has already loaded', () => {
    const { win, register, runIdle } = fakeWindow('complete');
    registerServiceWorkerWhenIdle(win);
    expect(register).not.toHaveBeenCalled();
    runIdle();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('on a first visit asks the worker to cache the remote files the page already loaded', async () => {
    const { win, postMessage, runIdle } = fakeWindow('complete');
    registerServiceWorkerWhenIdle(win);
    runIdle();
    await settle();
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          `${ORIGIN}/remotes/search/0.1.0-0a1b2c3d4e/remoteEntry.js`,
          `${ORIGIN}/remotes/search/0.1.0-0a1b2c3d4e/mf-manifest.json`,
        ],
      },
    });
  });

  it('sends nothing to cache when the worker already controls the page', async () => {
    const { win, register, postMessage, runIdle } = fakeWindow('complete', { controlled: true });
    registerServiceWorkerWhenIdle(win);
    runIdle();
    await settle();
    expect(register).toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    const { win } = fakeWindow('interactive', { supported: false });
    registerServiceWorkerWhenIdle(win);
    expect(win.addEventListener).not.toHaveBeenCalled();
  });

  it('logs a refused registration instead of failing the page', async () => {
    const { win, register, runIdle } = fakeWindow('complete');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    register.mockRejectedValueOnce(new Error('SecurityError'));
    registerServiceWorkerWhenIdle(win);
    runIdle();
    await settle();
    expect(warn).toHaveBeenCalledWith(
      'The service worker could not be registered; offline support is off.',
      expect.any(Error),
    );
    warn.mockRestore();
  });
});
