/**
 * Password hashes (issue 60): scrypt at OWASP's parameters (N=2^14, r=8, p=5: the same cost as
 * N=2^17, p=1 in a sixth of the memory), and hashes written with older parameters are rewritten
 * at the next successful sign-in.
 */
import { hashPassword, needsRehash, verifyPassword } from '../../src/domains/customer/password';
import { databases, startTestService } from '../helpers/service';
import { DEMO, loginByPassword, type Service } from './helpers';

describe('password hashing', () => {
  it('hashes at N=2^14, r=8, p=5 and verifies', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '5']);
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('Secret124', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$aGFzaA==')).toBe(true);
  });
});

describe.each(databases)('rehash on sign-in (%s)', (database) => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startTestService({ database, products: 150 });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('rewrites a hash made with the old parameters when the password is right', async () => {
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const old = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64'),
      scryptSync(DEMO.password, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64'),
    ].join('$');
    await svc.db
      .updateTable('customers')
      .set({ password_hash: old })
      .where('email', '=', DEMO.bronze.email)
      .execute();
    await loginByPassword(svc, DEMO.bronze.email);
    const row = await svc.db
      .selectFrom('customers')
      .select('password_hash')
      .where('email', '=', DEMO.bronze.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toBe(old);
    expect(row.password_hash!.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '5']);
    await loginByPassword(svc, DEMO.bronze.email);
  });
});
