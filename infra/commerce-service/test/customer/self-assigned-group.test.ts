/**
 * Customer groups from a shopper's own input (issue 60): the referral link's group-id cookie,
 * createCustomer's group_id and attachCustomerGroup can only name groups a referral may give
 * (General, Partner referral); wholesale, retailer and employee groups are the store's to give.
 */
import { databases, startTestService } from '../helpers/service';
import { firstError, freshIdentity, registerCustomer, type Service } from './helpers';

const CREATE = `mutation($i: CustomerCreateInput!) { createCustomer(input: $i) { customer { group_id } } }`;
const ATTACH = `mutation($g: Int!) { attachCustomerGroup(customer_group_id: $g) { result group_id } }`;

describe.each(databases)('self-assigned customer groups (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it.each([2, 3, 5])('refuses group %i at registration and on attach', async (group) => {
    const id = freshIdentity('0128');
    const created = firstError(
      await svc.gql(CREATE, {
        i: {
          firstname: 'A',
          lastname: 'B',
          email: id.email,
          phone_number: id.phone,
          group_id: group,
        },
      }),
    );
    expect(created.message).toBe(`No such customer group with id ${group}.`);
    const me = await registerCustomer(svc);
    expect(firstError(await svc.gql(ATTACH, { g: group }, { token: me.token })).message).toBe(
      `No such customer group with id ${group}.`,
    );
  });

  it('accepts the referral group', async () => {
    const me = await registerCustomer(svc, { group_id: 4 });
    expect((await svc.gql(ATTACH, { g: 4 }, { token: me.token })).data.attachCustomerGroup).toEqual(
      {
        result: true,
        group_id: 4,
      },
    );
  });
});
