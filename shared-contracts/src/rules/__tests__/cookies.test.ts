import { expiredCookie, readCookieFrom, serializeCookie } from '../cookies';

describe('cookies', () => {
  it('reads a value by exact name, decoded, among others', () => {
    const cookies = 'i18n_locale=ar; cart=abc%20123; cart_old=zzz';
    expect(readCookieFrom(cookies, 'cart')).toBe('abc 123');
    expect(readCookieFrom(cookies, 'i18n_locale')).toBe('ar');
    expect(readCookieFrom(cookies, 'missing')).toBeNull();
  });

  it('keeps = inside a value and treats an empty value as absent', () => {
    expect(readCookieFrom('token=a=b==', 'token')).toBe('a=b==');
    expect(readCookieFrom('cart=; x=1', 'cart')).toBeNull();
  });

  it('returns a badly encoded value as it is', () => {
    expect(readCookieFrom('group-id=%E0%A4%A', 'group-id')).toBe('%E0%A4%A');
  });

  it('writes path, lifetime, SameSite and Secure, and removes with Max-Age=0', () => {
    expect(serializeCookie('cart', 'a b', { maxAgeSeconds: 172800.5, secure: true })).toBe(
      'cart=a%20b; Path=/; Max-Age=172800; SameSite=Lax; Secure',
    );
    expect(expiredCookie('cart')).toBe('cart=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
