import { needsAuthorization } from '@dukkan/contracts';
import { createShellServices } from '../../../app/services';
import { fakeFetch, operationOf } from '../../../../test/fake-fetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const CUSTOMER = {
  id: 7,
  firstname: 'Mona',
  lastname: 'Hassan',
  email: 'mona@example.com',
  phone_number: '01012345678',
  group_id: 3,
  seller_center_url: 'https://sellers.example.com',
  wishlist: { id: '3' },
  tier: { code: 'SILVER' },
  has_tier_upgrade: true,
  reward_points: { balance: { points: 120 } },
  store_credit: { current_balance: { value: 55.5 } },
};

const TOKENS = {
  token: 'token-abc',
  refreshToken: 'refresh-abc',
  tokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  refreshTokenExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
};

function servicesWith(answers: Record<string, { data: unknown; errors?: { message: string }[] }>) {
  const network = fakeFetch((request) => ({
    body: answers[operationOf(request)] ?? { data: null },
  }));
  const services = createShellServices({ needsAuthorization, fetch: network.fetch });
  return { services, requests: network.requests, names: () => network.requests.map(operationOf) };
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(clearCookies);

describe('session', () => {
  it('login stores the token cookies, fetches the identity from the network and emits session:login', async () => {
    const { services, names, requests } = servicesWith({
      Identity: { data: { customer: CUSTOMER } },
    });
    const onLogin = jest.fn();
    services.bus.on('session:login', onLogin);
    await services.session.login(TOKENS);
    expect(document.cookie).toContain('auth_token=token-abc');
    expect(document.cookie).toContain('secured-session=1');
    expect(names()).toEqual(['Identity']);
    expect(requests[0]!.headers.authorization).toBe('Bearer token-abc');
    const user = services.session.store.getState().user;
    expect(user).toEqual({
      id: '7',
      firstname: 'Mona',
      lastname: 'Hassan',
      email: 'mona@example.com',
      phoneNumber: '01012345678',
      groupId: 3,
      wishlistId: '3',
      tier: 'SILVER',
      hasTierUpgrade: true,
      rewardPoints: 120,
      storeCredit: 55.5,
      sellerCenterUrl: 'https://sellers.example.com',
    });
    expect(onLogin).toHaveBeenCalledWith({ user, tokens: TOKENS });
  });

  it('attaches the customer to the group of the signed group-id cookie first, then deletes the cookie', async () => {
    // The gateway signs the cookie; the service checks it on this very request.
    document.cookie = 'group-id=42.c2lnbmF0dXJlLW9mLWdyb3VwLTQy; Path=/';
    const { services, names, requests } = servicesWith({
      AttachCustomerToGroup: { data: { attachCustomerGroup: { result: true } } },
      Identity: { data: { customer: CUSTOMER } },
    });
    await services.session.login(TOKENS);
    expect(names()).toEqual(['AttachCustomerToGroup', 'Identity']);
    expect(JSON.parse(requests[0]!.body ?? '{}')).toMatchObject({ variables: { groupId: 42 } });
    expect(document.cookie).not.toContain('group-id');
  });

  it('logout revokes the token, removes auth_token, secured-session and cart cookies, clears the user and emits session:logout', async () => {
    const { services, names } = servicesWith({
      Identity: { data: { customer: CUSTOMER } },
      RevokeToken: { data: { revokeCustomerToken: { result: true } } },
    });
    await services.session.login(TOKENS);
    document.cookie = 'cart=guest-cart-1; Path=/';
    const onLogout = jest.fn();
    services.bus.on('session:logout', onLogout);
    await services.session.logout();
    expect(names()).toEqual(['Identity', 'RevokeToken']);
    expect(document.cookie).not.toMatch(/auth_token|secured-session|cart=/);
    expect(services.session.store.getState()).toMatchObject({ user: null, token: null });
    expect(onLogout).toHaveBeenCalledWith({ reason: 'user' });
  });

  it('logout still ends the session when revoking fails', async () => {
    const { services } = servicesWith({
      Identity: { data: { customer: CUSTOMER } },
      RevokeToken: { data: null, errors: [{ message: 'Internal server error' }] },
    });
    await services.session.login(TOKENS);
    await services.session.logout();
    expect(services.session.store.getState().user).toBeNull();
  });

  it('on page start fetches the identity when a secured-session cookie exists and no user is held', async () => {
    document.cookie = 'auth_token=saved-token; Path=/';
    document.cookie = 'secured-session=1; Path=/';
    const { services, names } = servicesWith({ Identity: { data: { customer: CUSTOMER } } });
    expect(services.session.store.getState().status).toBe('loading');
    await services.session.start();
    expect(names()).toEqual(['Identity']);
    expect(services.session.store.getState()).toMatchObject({
      status: 'ready',
      token: 'saved-token',
    });
    expect(services.session.store.getState().user?.firstname).toBe('Mona');
  });

  it('on page start without a secured-session cookie asks nothing and is a guest', async () => {
    document.cookie = 'auth_token=left-over; Path=/';
    const { services, names } = servicesWith({});
    await services.session.start();
    expect(names()).toEqual([]);
    expect(services.session.store.getState()).toMatchObject({
      user: null,
      token: null,
      status: 'ready',
    });
  });

  it('an expired saved session is logged out, and the not-authorized identity error is not reported', async () => {
    document.cookie = 'auth_token=expired; Path=/';
    document.cookie = 'secured-session=1; Path=/';
    const notAuthorized = {
      data: null,
      errors: [{ message: "The current customer isn't authorized." }],
    };
    const { services } = servicesWith({ Identity: notAuthorized, RevokeToken: notAuthorized });
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLogout = jest.fn();
    services.bus.on('session:logout', onLogout);
    await services.session.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorSpy).not.toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalledWith({ reason: 'session-error' });
    expect(services.session.store.getState()).toMatchObject({ user: null, token: null });
    expect(document.cookie).not.toMatch(/auth_token|secured-session/);
    errorSpy.mockRestore();
  });
});
