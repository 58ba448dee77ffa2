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

/**
 * A service that knows one live access token at a time: every refresh (with the newest refresh
 * token) gives the next, valid one hour of the controlled clock.
 */
function rotatingService(options: { refuseRefresh?: boolean } = {}) {
  let generation = 1;
  let liveUntil = START + HOUR;
  const refreshes: string[] = [];
  const bodyOf = (request: RecordedRequest) =>
    JSON.parse(request.body ?? '{}') as { variables?: { refreshToken?: string } };
  const network = fakeFetch((request) => {
    const operation = operationOf(request);
    if (operation === 'RefreshCustomerToken') {
      const presented = bodyOf(request).variables?.refreshToken ?? '';
      refreshes.push(presented);
      if (options.refuseRefresh || presented !== `refresh-${generation}`) {
        return { body: NOT_AUTHORIZED };
      }
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
    }
    if (operation === 'RevokeToken')
      return { body: { data: { revokeCustomerToken: { result: true } } } };
    const live =
      request.headers.authorization === `Bearer token-${generation}` && Date.now() < liveUntil;
    return { body: live ? { data: { customer: CUSTOMER } } : NOT_AUTHORIZED };
  });
  const services = createShellServices({ needsAuthorization, fetch: network.fetch });
  const onLogout = jest.fn();
  services.bus.on('session:logout', onLogout);
  return { services, refreshes, onLogout, requests: network.requests };
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
    const { services, refreshes, onLogout } = rotatingService();
    await services.session.login(firstTokens);
    expect(document.cookie).toContain('refresh_token=refresh-1');

    await jest.advanceTimersByTimeAsync(2 * HOUR + 5 * 60_000);
    expect(refreshes).toEqual(['refresh-1', 'refresh-2']);
    expect(document.cookie).toContain('auth_token=token-3');
    expect(services.session.store.getState().token).toBe('token-3');

    // A customer request two hours in still carries a live token.
    await services.session.refreshIdentity();
    expect(services.session.store.getState().user).toMatchObject({ firstname: 'Mona' });
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
