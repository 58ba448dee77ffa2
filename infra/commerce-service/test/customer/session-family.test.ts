/**
 * Refresh-token theft (issue 60): refresh tokens rotate, and one presented again after it was
 * exchanged (a thief's copy, or the owner's after the thief used it) ends the whole session
 * family; the access-token lifetime can be shortened for end-to-end tests.
 */
import { accessTokenTtlMs } from '../../src/domains/customer/auth';
import { databases, startTestService } from '../helpers/service';
import { DEMO, TOKEN_FIELDS, firstError, type Service } from './helpers';

const LOGIN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { ${TOKEN_FIELDS} } }`;
const REFRESH = `mutation($r: String!) { refreshCustomerToken(refreshToken: $r) { ${TOKEN_FIELDS} } }`;
const IDENTITY = `query { customer { email } }`;
const NOT_AUTHORIZED = "The current customer isn't authorized.";

describe.each(databases)('session families (%s)', (database) => {
  let svc: Service;
  let clock = Date.now();
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('revokes the whole family when a rotated refresh token comes back', async () => {
    const first = (await svc.gql(LOGIN, { e: DEMO.gold.email, p: DEMO.password })).data
      .generateCustomerToken;
    // Another sign-in of the same customer (another device): a family of its own.
    const otherDevice = (await svc.gql(LOGIN, { e: DEMO.gold.email, p: DEMO.password })).data
      .generateCustomerToken;

    // The owner refreshes twice: each refresh token is good once.
    const second = (await svc.gql(REFRESH, { r: first.refreshToken })).data.refreshCustomerToken;
    const third = (await svc.gql(REFRESH, { r: second.refreshToken })).data.refreshCustomerToken;
    expect((await svc.gql(IDENTITY, {}, { token: third.token })).errors).toBeUndefined();

    // A thief replays the first refresh token (past the 30 s a cut-off page has to retry it):
    // refused, and the owner's live session ends too.
    clock += 31_000;
    expect(firstError(await svc.gql(REFRESH, { r: first.refreshToken })).message).toBe(
      NOT_AUTHORIZED,
    );
    expect(firstError(await svc.gql(IDENTITY, {}, { token: third.token })).message).toBe(
      NOT_AUTHORIZED,
    );
    expect(firstError(await svc.gql(REFRESH, { r: third.refreshToken })).message).toBe(
      NOT_AUTHORIZED,
    );
    // The other device's family is untouched.
    expect((await svc.gql(IDENTITY, {}, { token: otherDevice.token })).errors).toBeUndefined();
    expect((await svc.gql(REFRESH, { r: otherDevice.refreshToken })).errors).toBeUndefined();
  });

  it('gives a refreshed session the same absolute refresh deadline as the sign-in', async () => {
    const first = (await svc.gql(LOGIN, { e: DEMO.silver.email, p: DEMO.password })).data
      .generateCustomerToken;
    const next = (await svc.gql(REFRESH, { r: first.refreshToken })).data.refreshCustomerToken;
    expect(next.refresh_token_expires_at).toBe(first.refresh_token_expires_at);
  });
});

describe.each(databases)('a refresh cut short (%s)', (database) => {
  let svc: Service;
  let clock = Date.now();
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('answers the previous refresh token again within 30 s without ending the family', async () => {
    // The page sent its refresh token, the service rotated it, and a navigation dropped the
    // answer: the page still holds the previous token and sends it again.
    const first = (await svc.gql(LOGIN, { e: DEMO.bronze.email, p: DEMO.password })).data
      .generateCustomerToken;
    const lost = (await svc.gql(REFRESH, { r: first.refreshToken })).data.refreshCustomerToken;
    clock += 10_000;
    const retried = await svc.gql(REFRESH, { r: first.refreshToken });
    expect(retried.errors).toBeUndefined();
    const kept = retried.data.refreshCustomerToken;
    expect((await svc.gql(IDENTITY, {}, { token: kept.token })).errors).toBeUndefined();
    expect((await svc.gql(REFRESH, { r: kept.refreshToken })).errors).toBeUndefined();
    // The answer the page never stored does not end the family either.
    expect((await svc.gql(IDENTITY, {}, { token: lost.token })).errors).toBeUndefined();
  });

  it('still ends the family when the previous token comes back after the grace', async () => {
    const first = (await svc.gql(LOGIN, { e: DEMO.nonmember.email, p: DEMO.password })).data
      .generateCustomerToken;
    const next = (await svc.gql(REFRESH, { r: first.refreshToken })).data.refreshCustomerToken;
    clock += 31_000;
    expect(firstError(await svc.gql(REFRESH, { r: first.refreshToken })).message).toBe(
      NOT_AUTHORIZED,
    );
    expect(firstError(await svc.gql(IDENTITY, {}, { token: next.token })).message).toBe(
      NOT_AUTHORIZED,
    );
  });
});

describe('access-token lifetime', () => {
  it('is one hour unless DUKKAN_ACCESS_TOKEN_TTL_SECONDS shortens it', () => {
    expect(accessTokenTtlMs({})).toBe(3600_000);
    expect(accessTokenTtlMs({ DUKKAN_ACCESS_TOKEN_TTL_SECONDS: '20' })).toBe(20_000);
    expect(() => accessTokenTtlMs({ DUKKAN_ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(
      /DUKKAN_ACCESS_TOKEN_TTL_SECONDS/,
    );
    expect(() => accessTokenTtlMs({ DUKKAN_ACCESS_TOKEN_TTL_SECONDS: '7200' })).toThrow(
      /DUKKAN_ACCESS_TOKEN_TTL_SECONDS/,
    );
  });
});
