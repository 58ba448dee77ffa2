import { parse } from 'graphql';
import { needsAuthorization } from '@dukkan/contracts';
import { createShellServices } from '../../../app/services';
import { fakeFetch, operationOf } from '../../../../test/fake-fetch';
import type { RecordedRequest } from '../../../../test/fake-fetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const HOUR = 3_600_000;
// jsdom's cookie jar judges expiry by the real clock: start the controlled one at real time.
const START = Date.now();
const CUSTOMER = { id: 7, firstname: 'Mona', lastname: 'Hassan', email: 'mona@example.com' };
// Parsed here: it only has to be a second customer request beside Identity.
const CUSTOMER_ORDERS = parse('query CustomerOrders { customer { firstname } }');
const NOT_AUTHORIZED = {
  data: null,
  errors: [{ message: "The current customer isn't authorized." }],
};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

type Reply = { body: unknown };

/**
 * A service that knows one live access token at a time, as the commerce service does: every
 * refresh (with the newest refresh token) revokes the access token it replaces and gives the
 * next one, valid one hour of the controlled clock; an older refresh token presented again is a
 * stolen copy and ends the family (the service's 30 s grace is left out). `hold()` keeps every
 * later customer request waiting on its way until `releaseOldest()`, which answers it as the
 * service would at that moment.
 */
function rotatingService(options: { refuseRefresh?: boolean } = {}) {
  let generation = 1;
  let liveUntil = START + HOUR;
  let familyRevoked = false;
  const refreshes: string[] = [];
  /** When each refresh came, and until when the token it replaced was good. */
  const refreshTimes: { at: number; tokenGoodUntil: number }[] = [];
  const waiting: (() => void)[] = [];
  let holding = false;
  const bodyOf = (request: RecordedRequest) =>
    JSON.parse(request.body ?? '{}') as { variables?: { refreshToken?: string } };
  const refresh = (request: RecordedRequest): Reply => {
    const presented = bodyOf(request).variables?.refreshToken ?? '';
    refreshes.push(presented);
    refreshTimes.push({ at: Date.now(), tokenGoodUntil: liveUntil });
    if (presented !== `refresh-${generation}`) familyRevoked = true;
    if (options.refuseRefresh || familyRevoked) return { body: NOT_AUTHORIZED };
    generation += 1;
    liveUntil = Date.now() + HOUR;
    return {
      body: {
        data: {
          refreshCustomerToken: {
            token: `token-${generation}`,
            refreshToken: `refresh-${generation}`,
            token_expires_at: new Date(liveUntil).toISOString(),
            refresh_token_expires_at: new Date(START + 30 * 24 * HOUR).toISOString(),
          },
        },
      },
    };
  };
  const customerAnswer = (request: RecordedRequest): Reply => {
    const live =
      !familyRevoked &&
      request.headers.authorization === `Bearer token-${generation}` &&
      Date.now() < liveUntil;
    return { body: live ? { data: { customer: CUSTOMER } } : NOT_AUTHORIZED };
  };
  const network = fakeFetch((request) => {
    const operation = operationOf(request);
    if (operation === 'RefreshCustomerToken') return refresh(request);
    if (operation === 'RevokeToken')
      return { body: { data: { revokeCustomerToken: { result: true } } } };
    if (!holding) return customerAnswer(request);
    return new Promise<Reply>((resolve) => {
      waiting.push(() => resolve(customerAnswer(request)));
    });
  });
  const services = createShellServices({ needsAuthorization, fetch: network.fetch });
  const onLogout = jest.fn();
  services.bus.on('session:logout', onLogout);
  return {
    services,
    refreshes,
    refreshTimes,
    onLogout,
    requests: network.requests,
    waiting,
    hold: () => {
      holding = true;
    },
    releaseOldest: () => waiting.shift()?.(),
  };
}

/** Lets the controlled clock run in small steps until `condition` holds (at most a second). */
async function until(condition: () => boolean): Promise<void> {
  for (let step = 0; step < 100 && !condition(); step += 1) {
    await jest.advanceTimersByTimeAsync(10);
  }
  expect(condition()).toBe(true);
}

const firstTokens = {
  token: 'token-1',
  refreshToken: 'refresh-1',
  tokenExpiresAt: new Date(START + HOUR).toISOString(),
  refreshTokenExpiresAt: new Date(START + 30 * 24 * HOUR).toISOString(),
};

beforeEach(() => {
  clearCookies();
  // The clock moves on its own (the requests' next-task hops run) and jumps when a test says so.
  jest.useFakeTimers({
    now: START,
    advanceTimers: true,
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('session refresh', () => {
  it('keeps a shopper signed in for two hours with the tab open: the access token is refreshed before it expires', async () => {
    const { services, refreshes, refreshTimes, onLogout, requests } = rotatingService();
    await services.session.login(firstTokens);
    expect(document.cookie).toContain('refresh_token=refresh-1');

    // Checkout with the tab open: a customer request every ten minutes for two hours.
    for (let minutes = 10; minutes <= 120; minutes += 10) {
      await jest.advanceTimersByTimeAsync(10 * 60_000);
      await services.session.refreshIdentity();
      expect(services.session.store.getState().user).toMatchObject({ firstname: 'Mona' });
    }
    await jest.advanceTimersByTimeAsync(5 * 60_000);

    expect(refreshes).toEqual(['refresh-1', 'refresh-2']);
    for (const { at, tokenGoodUntil } of refreshTimes) expect(at).toBeLessThan(tokenGoodUntil);
    expect(document.cookie).toContain('auth_token=token-3');
    expect(services.session.store.getState().token).toBe('token-3');
    // Every customer request went with a live token: none was refused and sent again.
    const identities = requests.filter((r) => operationOf(r) === 'Identity');
    expect(identities).toHaveLength(13);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('sends a request that went with the old token while the timer refreshed again with the new token, without refreshing twice', async () => {
    const service = rotatingService();
    const { services, refreshes, onLogout, requests } = service;
    await services.session.login(firstTokens);
    // A minute and a second before the hour: the timer refreshes a second from now.
    await jest.advanceTimersByTimeAsync(HOUR - 61_000);
    service.hold();
    const identity = services.session.refreshIdentity();
    const orders = services.client.query({ query: CUSTOMER_ORDERS, fetchPolicy: 'network-only' });
    await until(() => service.waiting.length === 2);
    expect(requests.at(-1)!.headers.authorization).toBe('Bearer token-1');

    // The timer exchanges refresh-1 while both are on their way; token-1 is revoked.
    await until(() => services.session.store.getState().token === 'token-2');
    expect(refreshes).toEqual(['refresh-1']);

    // Both come back refused, one after the other, each sent again; then all are answered.
    service.releaseOldest();
    await until(() => service.waiting.length === 2);
    service.releaseOldest();
    await until(() => service.waiting.length === 2);
    service.releaseOldest();
    service.releaseOldest();
    await Promise.all([identity, orders]);

    expect(refreshes).toEqual(['refresh-1']);
    const resent = requests.slice(-2).map((r) => r.headers.authorization);
    expect(resent).toEqual(['Bearer token-2', 'Bearer token-2']);
    expect(services.session.store.getState()).toMatchObject({
      token: 'token-2',
      user: { firstname: 'Mona' },
    });
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('refreshes once after an authorization error and sends the request again', async () => {
    const { services, refreshes, onLogout, requests } = rotatingService();
    await services.session.login(firstTokens);
    // The timer did not run (a laptop asleep): the access token is past its hour.
    jest.setSystemTime(START + HOUR + 60_000);
    await services.session.refreshIdentity();
    expect(refreshes).toEqual(['refresh-1']);
    expect(services.session.store.getState().user).toMatchObject({ firstname: 'Mona' });
    const identities = requests.filter((r) => operationOf(r) === 'Identity');
    expect(identities.at(-1)!.headers.authorization).toBe('Bearer token-2');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out when the refresh token is refused', async () => {
    const { services, refreshes, onLogout } = rotatingService({ refuseRefresh: true });
    await services.session.login(firstTokens);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(refreshes).toEqual(['refresh-1']);
    await jest.advanceTimersByTimeAsync(0);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith({ reason: 'session-error' });
    expect(services.session.store.getState()).toMatchObject({ user: null, token: null });
    expect(document.cookie).not.toMatch(/refresh_token|auth_token/);
  });

  it('a page opened after the access token expired refreshes before it fetches the identity', async () => {
    const first = rotatingService();
    await first.services.session.login(firstTokens);
    jest.setSystemTime(START + 3 * HOUR);
    // A new page: the cookies are all it has.
    const { services, refreshes, onLogout } = rotatingService();
    await services.session.start();
    expect(refreshes).toEqual(['refresh-1']);
    expect(services.session.store.getState().user).toMatchObject({ firstname: 'Mona' });
    expect(onLogout).not.toHaveBeenCalled();
  });
});
