/**
 * Registration, identity, profile changes, password change, deletion, customer groups
 * (shell spec sections 3, 4, 5 and 7).
 */
import { databases, startTestService } from '../helpers/service';
import {
  DEMO,
  firstError,
  freshIdentity,
  proveEmail,
  provePhone,
  loginByPassword,
  referralCookie,
  registerCustomer,
  type Service,
} from './helpers';

const CREATE = `mutation($i: CustomerCreateInput!) {
  createCustomer(input: $i) { customer { id firstname lastname email phone_number customer_source group_id } }
}`;
const UPDATE = `mutation($i: CustomerUpdateInput!) { updateCustomer(input: $i) { customer { firstname lastname email phone_number } } }`;
const IDENTITY = `query { customer { id firstname lastname email phone_number customer_source group_id created_at wishlist { id } } }`;

describe.each(databases)('customers (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });
  const referral = (group: number) => referralCookie(svc, group);

  describe('createCustomer', () => {
    it('registers a customer with source WEB, normalising the phone and lower-casing the e-mail', async () => {
      const id = freshIdentity('0151');
      const spaced = `${id.phone.slice(0, 3)} ${id.phone.slice(3, 7)}-${id.phone.slice(7)}`;
      const res = await svc.gql(CREATE, {
        i: {
          firstname: 'Nour',
          lastname: 'El Sayed',
          email: id.email.toUpperCase(),
          phone_number: spaced,
          customer_source: 'WEB',
        },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data.createCustomer.customer).toMatchObject({
        firstname: 'Nour',
        lastname: 'El Sayed',
        email: id.email,
        phone_number: id.phone,
        customer_source: 'WEB',
        group_id: 1,
      });
      // The code registration sent proves the phone and signs the new customer in.
      const token = await provePhone(svc, id.phone);
      const me = await svc.gql(IDENTITY, {}, { token });
      expect(me.data.customer.email).toBe(id.email);
    });

    it('registers into the customer group given (signed group-id cookie)', async () => {
      const id = freshIdentity();
      const res = await svc.gql(
        CREATE,
        {
          i: {
            firstname: 'Omar',
            lastname: 'Farouk',
            email: id.email,
            phone_number: id.phone,
            group_id: 4,
          },
        },
        { headers: referral(4) },
      );
      expect(res.data.createCustomer.customer.group_id).toBe(4);
    });

    it('refuses a phone already used by another customer', async () => {
      const id = freshIdentity();
      const err = firstError(
        await svc.gql(CREATE, {
          i: { firstname: 'A', lastname: 'B', email: id.email, phone_number: DEMO.gold.phone },
        }),
      );
      expect(err.message).toBe(
        'A customer with the same phone number already exists in an associated website.',
      );
      expect(err.extensions?.category).toBe('graphql-already-exists');
    });

    it('refuses an e-mail already used by another customer', async () => {
      const id = freshIdentity();
      const err = firstError(
        await svc.gql(CREATE, {
          i: {
            firstname: 'A',
            lastname: 'B',
            email: DEMO.gold.email.toUpperCase(),
            phone_number: id.phone,
          },
        }),
      );
      expect(err.message).toBe(
        'A customer with the same email address already exists in an associated website.',
      );
    });

    it.each([
      [{ phone_number: '0101234' }, 'Phone number must contain 11 numbers.'],
      [{ phone_number: '01912345678' }, 'Phone number must be in the correct format.'],
      [{ email: 'nobody@' }, '"email" must be a valid email.'],
      [{ firstname: '  ' }, '"firstname" is required.'],
      [{ lastname: 'R2D2' }, '"lastname" should contain only characters and spaces.'],
      [{ customer_source: 'APP' }, '"customer_source" must be WEB.'],
      [{ group_id: 0 }, '"group_id" must be a positive whole number.'],
      [
        { password: 'short' },
        '"password" must have at least 8 characters, including a letter and a digit.',
      ],
    ])('refuses bad input %p', async (override, message) => {
      const id = freshIdentity();
      const err = firstError(
        await svc.gql(CREATE, {
          i: {
            firstname: 'Test',
            lastname: 'Shopper',
            email: id.email,
            phone_number: id.phone,
            ...override,
          },
        }),
      );
      expect(err.message).toBe(message);
      expect(err.extensions?.category).toBe('graphql-input');
    });

    it('refuses an unknown customer group', async () => {
      const id = freshIdentity();
      const err = firstError(
        await svc.gql(
          CREATE,
          {
            i: {
              firstname: 'T',
              lastname: 'S',
              email: id.email,
              phone_number: id.phone,
              group_id: 999,
            },
          },
          { headers: referral(999) },
        ),
      );
      expect(err.message).toBe('No such customer group with id 999.');
    });

    it('refuses a missing required field at the schema level', async () => {
      const res = await svc.gql(CREATE, {
        i: { firstname: 'T', lastname: 'S', email: 'x@example.com' },
      });
      expect(res.errors?.[0]?.message).toMatch(/phone_number/);
    });

    it('enables the e-mail login when a password is given', async () => {
      const id = freshIdentity();
      await svc.gql(CREATE, {
        i: {
          firstname: 'Hana',
          lastname: 'Samir',
          email: id.email,
          phone_number: id.phone,
          password: 'Secret123',
        },
      });
      await provePhone(svc, id.phone);
      await proveEmail(svc, id.email);
      const token = await loginByPassword(svc, id.email, 'Secret123');
      expect((await svc.gql(IDENTITY, {}, { token })).data.customer.firstname).toBe('Hana');
    });

    it('does not expose private fields of the created customer to an anonymous caller', async () => {
      const id = freshIdentity();
      const res = await svc.gql(
        `mutation($i: CustomerCreateInput!) { createCustomer(input: $i) { customer { phone_number addresses { id } } } }`,
        { i: { firstname: 'T', lastname: 'S', email: id.email, phone_number: id.phone } },
      );
      expect(res.data.createCustomer.customer.phone_number).toBe(id.phone);
      expect(res.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    });
  });

  describe('identity and profile', () => {
    it('answers the Identity query with the section 3 fields', async () => {
      const token = await loginByPassword(svc, DEMO.gold.email);
      const me = await svc.gql(IDENTITY, {}, { token });
      expect(me.errors).toBeUndefined();
      expect(me.data.customer).toMatchObject({
        firstname: 'Ahmed',
        lastname: 'Hassan',
        email: DEMO.gold.email,
        phone_number: DEMO.gold.phone,
        customer_source: 'WEB',
        group_id: 1,
      });
      expect(me.data.customer.wishlist.id).toMatch(/^\d+$/);
      expect(Number.isNaN(Date.parse(me.data.customer.created_at))).toBe(false);
    });

    it('answers CustomerNumber with the phone number', async () => {
      const token = await loginByPassword(svc, DEMO.silver.email);
      const res = await svc.gql(`query { customerNumber { phone_number } }`, {}, { token });
      expect(res.data.customerNumber.phone_number).toBe(DEMO.silver.phone);
      expect(firstError(await svc.gql(`query { customerNumber { phone_number } }`)).message).toBe(
        "The current customer isn't authorized.",
      );
    });

    it("updates names, e-mail and phone, refusing another customer's phone", async () => {
      const me = await registerCustomer(svc);
      const next = freshIdentity('0125');
      // A changed e-mail or phone needs a fresh code sent to the current phone.
      await svc.gql(`mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status } }`, {
        p: me.phone,
      });
      const res = await svc.gql(
        UPDATE,
        {
          i: {
            firstname: 'Changed',
            lastname: 'Name',
            email: next.email,
            phone_number: next.phone,
            otp: svc.outbox.latest(me.phone)?.code,
          },
        },
        { token: me.token },
      );
      expect(res.errors).toBeUndefined();
      // Names change at once; the new e-mail and phone wait for their proofs.
      expect(res.data.updateCustomer.customer).toEqual({
        firstname: 'Changed',
        lastname: 'Name',
        email: me.email,
        phone_number: me.phone,
      });
      const phone = await svc.gql(
        `mutation($p: String!, $o: String!) { confirmPhoneChange(phone_number: $p, otp: $o) { customer { phone_number } } }`,
        { p: next.phone, o: svc.outbox.latest(next.phone)?.code },
        { token: me.token },
      );
      expect(phone.data.confirmPhoneChange.customer.phone_number).toBe(next.phone);
      await proveEmail(svc, next.email);
      expect((await svc.gql(IDENTITY, {}, { token: me.token })).data.customer).toMatchObject({
        email: next.email,
        phone_number: next.phone,
      });
      const dup = firstError(
        await svc.gql(
          UPDATE,
          { i: { phone_number: DEMO.gold.phone, otp: '0000' } },
          { token: me.token },
        ),
      );
      expect(dup.message).toBe(
        'A customer with the same phone number already exists in an associated website.',
      );
      const empty = firstError(await svc.gql(UPDATE, { i: {} }, { token: me.token }));
      expect(empty.extensions?.category).toBe('graphql-input');
      expect(firstError(await svc.gql(UPDATE, { i: { firstname: 'X' } })).message).toBe(
        "The current customer isn't authorized.",
      );
    });
  });

  describe('changeCustomerPassword', () => {
    const CHANGE = `mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { created_at email } }`;

    it('changes the password, keeps this session and logs out the others', async () => {
      const id = freshIdentity();
      await svc.gql(CREATE, {
        i: {
          firstname: 'P',
          lastname: 'W',
          email: id.email,
          phone_number: id.phone,
          password: 'Original1',
        },
      });
      await provePhone(svc, id.phone);
      await proveEmail(svc, id.email);
      const other = await loginByPassword(svc, id.email, 'Original1');
      const token = await loginByPassword(svc, id.email, 'Original1');
      const res = await svc.gql(CHANGE, { c: 'Original1', n: 'Changed22' }, { token });
      expect(res.errors).toBeUndefined();
      expect(Number.isNaN(Date.parse(res.data.changeCustomerPassword.created_at))).toBe(false);
      expect((await svc.gql(IDENTITY, {}, { token })).errors).toBeUndefined();
      expect(firstError(await svc.gql(IDENTITY, {}, { token: other })).message).toBe(
        "The current customer isn't authorized.",
      );
      await loginByPassword(svc, id.email, 'Changed22');
    });

    it('refuses a wrong current password and a weak new one', async () => {
      const token = await loginByPassword(svc, DEMO.silver.email);
      const wrong = firstError(
        await svc.gql(CHANGE, { c: 'nope-nope1', n: 'Changed22' }, { token }),
      );
      expect(wrong.message).toBe(
        "The password doesn't match this account. Verify the password and try again.",
      );
      const weak = firstError(await svc.gql(CHANGE, { c: DEMO.password, n: 'abc' }, { token }));
      expect(weak.extensions?.category).toBe('graphql-input');
    });

    it('tells an OTP-only customer to set a password by reset', async () => {
      const me = await registerCustomer(svc);
      const err = firstError(
        await svc.gql(CHANGE, { c: 'anything1', n: 'Changed22' }, { token: me.token }),
      );
      expect(err.message).toMatch(/no password yet/);
    });
  });

  describe('attachCustomerGroup', () => {
    const ATTACH = `mutation($g: Int!) { attachCustomerGroup(customer_group_id: $g) { result group_id } }`;

    it('moves the signed-in customer to the group', async () => {
      const me = await registerCustomer(svc);
      const res = await svc.gql(ATTACH, { g: 4 }, { token: me.token, headers: referral(4) });
      expect(res.data.attachCustomerGroup).toEqual({ result: true, group_id: 4 });
      expect((await svc.gql(IDENTITY, {}, { token: me.token })).data.customer.group_id).toBe(4);
    });

    it('refuses an unknown group, a bad id and an anonymous caller', async () => {
      const me = await registerCustomer(svc);
      expect(firstError(await svc.gql(ATTACH, { g: 77 }, { token: me.token })).message).toBe(
        'No such customer group with id 77.',
      );
      expect(
        firstError(await svc.gql(ATTACH, { g: -1 }, { token: me.token })).extensions?.category,
      ).toBe('graphql-input');
      expect(firstError(await svc.gql(ATTACH, { g: 2 })).message).toBe(
        "The current customer isn't authorized.",
      );
    });
  });

  describe('deleteCustomer (DeleteUser)', () => {
    it('deletes the customer and every session; the phone is then unregistered', async () => {
      const me = await registerCustomer(svc);
      // A bearer token alone is not enough: a fresh code sent to the phone proves the owner.
      const bare = firstError(
        await svc.gql(`mutation { deleteCustomer }`, {}, { token: me.token }),
      );
      expect(bare.message).toBe(
        'Enter your current password or a code sent to your phone to delete your account.',
      );
      await svc.gql(`mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status } }`, {
        p: me.phone,
      });
      const res = await svc.gql(
        `mutation($o: String) { deleteCustomer(otp: $o) }`,
        { o: svc.outbox.latest(me.phone)?.code },
        { token: me.token },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.deleteCustomer).toBe(true);
      expect(firstError(await svc.gql(IDENTITY, {}, { token: me.token })).message).toBe(
        "The current customer isn't authorized.",
      );
      const otp = firstError(
        await svc.gql(`mutation($p: String!) { initiateOTPLogin(phone_number: $p) { status } }`, {
          p: me.phone,
        }),
      );
      expect(otp.message).toBe('No customer found with the phone number');
    });

    it('refuses an anonymous caller', async () => {
      expect(firstError(await svc.gql(`mutation { deleteCustomer }`)).message).toBe(
        "The current customer isn't authorized.",
      );
    });
  });
});
