/**
 * The seller-center link (shell spec: "a seller center link appears for some users"): the
 * service answers the store's seller center (SELLER_CENTER_URL) to a customer of a group that
 * sells through it (SELLER_CENTER_GROUPS, the store-given retailer and wholesale groups by
 * default), null to everyone else and to everyone when the store has no seller center.
 */
import { loadConfig, sellerCenterFor, startupProblems } from '../../src/config';
import { startTestService } from '../helpers/service';
import { registerCustomer, type Service } from './helpers';

const ME = '{ customer { group_id seller_center_url } }';

async function customerOfGroup(svc: Service, group: number) {
  const me = await registerCustomer(svc);
  await svc.db
    .updateTable('customers')
    .set({ group_id: group })
    .where('phone_number', '=', me.phone)
    .execute();
  return me;
}

describe('seller center link', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({
      env: { SELLER_CENTER_URL: 'https://sellers.example.com/', SELLER_CENTER_GROUPS: 'retailer' },
    });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('gives the seller center to a customer of a seller group, without the trailing slash', async () => {
    const retailer = await customerOfGroup(svc, 3);
    const answer = await svc.gql(ME, undefined, { token: retailer.token });
    expect(answer.data.customer).toEqual({
      group_id: 3,
      seller_center_url: 'https://sellers.example.com',
    });
  });

  it('gives none to a customer of another group', async () => {
    for (const group of [1, 2, 4]) {
      const shopper = await customerOfGroup(svc, group);
      const answer = await svc.gql(ME, undefined, { token: shopper.token });
      expect(answer.data.customer.seller_center_url).toBeNull();
    }
  });

  it('gives none to anyone when the store has no seller center, and retailers and wholesalers by default', () => {
    const none = loadConfig({}).sellerCenter;
    expect(sellerCenterFor(none, 'retailer')).toBeNull();
    const store = loadConfig({ SELLER_CENTER_URL: 'https://sellers.example.com' }).sellerCenter;
    expect(
      ['retailer', 'wholesale', 'general', 'partner', 'employee'].map((code) =>
        sellerCenterFor(store, code),
      ),
    ).toEqual(['https://sellers.example.com', 'https://sellers.example.com', null, null, null]);
  });

  it('refuses a seller center that is no web address, and plain http in production mode', () => {
    const odd = { SELLER_CENTER_URL: 'javascript:alert(1)' };
    expect(startupProblems(loadConfig(odd), odd).join(' ')).toContain(
      'SELLER_CENTER_URL must be an http(s) address',
    );
    const http = { NODE_ENV: 'production', SELLER_CENTER_URL: 'http://sellers.example.com' };
    expect(startupProblems(loadConfig(http), http).join(' ')).toContain(
      'SELLER_CENTER_URL must be an https address',
    );
  });
});
