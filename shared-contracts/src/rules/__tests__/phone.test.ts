import {
  analyticsPhone,
  classifyIdentity,
  isValidPhone,
  normalizePhone,
  toAsciiDigits,
  validatePhone,
} from '../phone';

describe('phone normalisation', () => {
  it('removes dashes and spaces', () => {
    expect(normalizePhone(' 010-1234 5678 ')).toBe('01012345678');
    expect(normalizePhone('010\t1234\u00a05678')).toBe('01012345678');
  });

  it('accepts Arabic-Indic and Eastern Arabic-Indic digits', () => {
    expect(normalizePhone('٠١٠ ١٢٣-٤٥٦٧٨')).toBe('01012345678');
    expect(normalizePhone('۰۱۵۹۸۷۶۵۴۳۲')).toBe('01598765432');
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('treats null and undefined as empty', () => {
    expect(normalizePhone(null)).toBe('');
    expect(normalizePhone(undefined)).toBe('');
  });
});

describe('phone validation: digits only, exactly 11, starting with 010, 011, 012 or 015', () => {
  it.each([
    '01012345678',
    '01112345678',
    '01212345678',
    '01512345678',
    '٠١٢ ١٢٣٤ ٥٦٧٨',
    '015-1234-5678',
  ])('accepts %s', (phone) => {
    expect(validatePhone(phone)).toBeNull();
    expect(isValidPhone(phone)).toBe(true);
  });

  it('requires a value', () => {
    expect(validatePhone('')).toBe('required');
    expect(validatePhone('  - ')).toBe('required');
    expect(validatePhone(undefined)).toBe('required');
  });

  it('checks digits only before the length', () => {
    expect(validatePhone('0101234567a')).toBe('only_numbers');
    expect(validatePhone('+201012345678')).toBe('only_numbers');
    expect(validatePhone('abc')).toBe('only_numbers');
  });

  it('requires exactly 11 digits', () => {
    expect(validatePhone('0101234567')).toBe('phone_length');
    expect(validatePhone('010123456789')).toBe('phone_length');
  });

  it('requires the prefix 010, 011, 012 or 015', () => {
    expect(validatePhone('01312345678')).toBe('phone_proper');
    expect(validatePhone('02012345678')).toBe('phone_proper');
    expect(isValidPhone('01412345678')).toBe(false);
  });
});

describe('analytics phone (prefixed +20)', () => {
  it('prefixes +20 in place of the trunk 0', () => {
    expect(analyticsPhone('010-1234-5678')).toBe('+201012345678');
    expect(analyticsPhone('1012345678')).toBe('+201012345678');
  });

  it('does not prefix twice', () => {
    expect(analyticsPhone('+201012345678')).toBe('+201012345678');
    expect(analyticsPhone('00201012345678')).toBe('+201012345678');
  });

  it('gives an empty string for no phone', () => {
    expect(analyticsPhone(undefined)).toBe('');
  });
});

describe('identity classification (e-mail, phone or other)', () => {
  it('classifies e-mail addresses', () => {
    expect(classifyIdentity('mona@example.com')).toBe('email');
    expect(classifyIdentity(' mona@example.com ')).toBe('email');
  });

  it('classifies phone numbers, Arabic-Indic digits included', () => {
    expect(classifyIdentity('01012345678')).toBe('phone');
    expect(classifyIdentity('٠١٠ ١٢٣٤ ٥٦٧٨')).toBe('phone');
    expect(classifyIdentity('+201012345678')).toBe('phone');
  });

  it('classifies anything else as other', () => {
    expect(classifyIdentity('mona@')).toBe('other');
    expect(classifyIdentity('mona')).toBe('other');
    expect(classifyIdentity('')).toBe('other');
    expect(classifyIdentity(null)).toBe('other');
  });
});
