/**
 * The gateway signs the referral `group-id` cookie and this service checks it: two processes, one
 * key (DUKKAN_GROUP_COOKIE_SECRET) and one format. Both packages pin the same vector (the
 * gateway's test/group-cookie.test.ts writes exactly this value), so a change of format on one
 * side fails a test.
 */
import { groupIdFromCookieHeader } from '../../src/domains/customer/group-cookie';

const GROUP_COOKIE_VECTOR = {
  secret: 'a-shared-key-of-gateway-and-service',
  value: '7.JNKZjn6ClqcRmF3_AwtPEE8C91YH8UM4Q7EZFpj-V2w',
};

describe('the group-id cookie as the gateway writes it', () => {
  it('believes the value the gateway signs', () => {
    const header = `theme=x; group-id=${GROUP_COOKIE_VECTOR.value}`;
    expect(groupIdFromCookieHeader(header, GROUP_COOKIE_VECTOR.secret)).toBe(7);
  });

  it('refuses the value under another key, and an unsigned one', () => {
    const header = `group-id=${GROUP_COOKIE_VECTOR.value}`;
    expect(groupIdFromCookieHeader(header, 'another-key')).toBeNull();
    expect(groupIdFromCookieHeader('group-id=7', GROUP_COOKIE_VECTOR.secret)).toBeNull();
  });
});
