/**
 * Customer groups from a shopper's own input (issue 60): the referral link's group-id cookie,
 * createCustomer's group_id and attachCustomerGroup can only name groups a referral may give
 * (General, Partner referral); wholesale, retailer and employee groups are the store's to give.
 */
import { databases, startTestService } from '../helpers/service';
import {
  firstError,
  freshIdentity,
  referralCookie,
  registerCustomer,
  type Service,
} from './helpers';

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

  const referral = (group: number) => referralCookie(svc, group);

  it.each([2, 3, 5])('refuses group %i at registration and on attach', async (group) => {
    const id = freshIdentity('0128');
    const created = firstError(
      await svc.gql(
        CREATE,
        {
          i: {
            firstname: 'A',
            lastname: 'B',
            email: id.email,
            phone_number: id.phone,
            group_id: group,
          },
        },
        { headers: referral(group) },
      ),
    );
    expect(created.message).toBe(`No such customer group with id ${group}.`);
    const me = await registerCustomer(svc);
    expect(
      firstError(await svc.gql(ATTACH, { g: group }, { token: me.token, headers: referral(group) }))
        .message,
    ).toBe(`No such customer group with id ${group}.`);
  });

  it('takes the referral group from the signed cookie, at registration and on attach', async () => {
    const id = freshIdentity('0129');
    const created = await svc.gql(
      CREATE,
      {
        i: { firstname: 'A', lastname: 'B', email: id.email, phone_number: id.phone, group_id: 4 },
      },
      { headers: referral(4) },
    );
    expect(created.data.createCustomer.customer.group_id).toBe(4);
    const me = await registerCustomer(svc);
    expect(
      (await svc.gql(ATTACH, { g: 4 }, { token: me.token, headers: referral(4) })).data
        .attachCustomerGroup,
    ).toEqual({ result: true, group_id: 4 });
    // A cookie signed for one group does not vouch for another.
    expect(
      firstError(await svc.gql(ATTACH, { g: 4 }, { token: me.token, headers: referral(1) }))
        .message,
    ).toBe('No such customer group with id 4.');
  });

  it('does not take a group from the input alone: only from the signed group-id cookie', async () => {
    // A crafted request names the referral group without the cookie, or with a forged one.
    const me = await registerCustomer(svc, { group_id: 4 });
    const row = await svc.db
      .selectFrom('customers')
      .select('group_id')
      .where('phone_number', '=', me.phone)
      .executeTakeFirstOrThrow();
    expect(row.group_id).toBe(1);
    for (const cookie of [undefined, 'group-id=4', 'group-id=4.forgedSignature']) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const err = firstError(await svc.gql(ATTACH, { g: 4 }, { token: me.token, headers }));
      expect(err.message).toBe('No such customer group with id 4.');
    }
  });
});
