// The cookie the gateway writes for a referral link is the one the commerce service believes: both
// packages pin the same vector (the service's test/customer/group-cookie-vector.test.ts reads
// exactly this value), so a change of format on one side fails a test.
import { groupCookieSecretOf, signGroupCookie } from '../src/group-cookie';

describe('the signed group-id cookie', () => {
  it('signs group 7 as the service expects', () => {
    expect(signGroupCookie('a-shared-key-of-gateway-and-service', '7')).toBe(
      '7.JNKZjn6ClqcRmF3_AwtPEE8C91YH8UM4Q7EZFpj-V2w',
    );
  });

  it('takes the key from DUKKAN_GROUP_COOKIE_SECRET; a development key outside production only', () => {
    expect(groupCookieSecretOf({ DUKKAN_GROUP_COOKIE_SECRET: 'k' }, true)).toBe('k');
    expect(groupCookieSecretOf({}, true)).toBeNull();
    expect(groupCookieSecretOf({}, false)).toBe('dukkan-development-group-cookie-secret');
  });
});
