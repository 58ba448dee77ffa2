import {
  DEFAULT_CARD_PREFIXES,
  isValidExpiry,
  isValidSecurityCode,
  normalizeCardNumber,
  securityCodeLength,
  validateCardNumber,
} from '../card';

describe('card number: first six digits must be in an allowed prefix list', () => {
  it('accepts Visa, Mastercard and Meeza numbers by default', () => {
    expect(validateCardNumber('4111 1111 1111 1111')).toBeNull();
    expect(validateCardNumber('5555-5555-5555-4444')).toBeNull();
    expect(validateCardNumber('2223000048400011')).toBeNull();
    expect(validateCardNumber('5078031234567890')).toBeNull();
    expect(DEFAULT_CARD_PREFIXES).toContain('4');
  });

  it('refuses a number whose prefix is not allowed (cc_number)', () => {
    expect(validateCardNumber('6011111111111117')).toBe('cc_number');
    expect(validateCardNumber('378282246310005')).toBe('cc_number');
  });

  it('uses a configured prefix list up to six digits', () => {
    expect(validateCardNumber('4111111111111111', ['507803'])).toBe('cc_number');
    expect(validateCardNumber('5078031111111111', ['507803'])).toBeNull();
    expect(validateCardNumber('4111111111111111', [''])).toBe('cc_number');
  });

  it('reports a wrong number of digits or non-digits as digits', () => {
    expect(validateCardNumber('411111111111')).toBe('digits');
    expect(validateCardNumber('41111111111111111111')).toBe('digits');
    expect(validateCardNumber('4111 1111 1111 111x')).toBe('digits');
    expect(validateCardNumber('')).toBe('digits');
  });

  it('normalises spaces, dashes and Arabic-Indic digits', () => {
    expect(normalizeCardNumber('٤١١١ ١١١١-١١١١ ١١١١')).toBe('4111111111111111');
  });
});

describe('card expiry: MM/YY with month 01 to 12, not in the past', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026

  it('accepts the current month and later', () => {
    expect(isValidExpiry('05/26', now)).toBe(true);
    expect(isValidExpiry('12/30', now)).toBe(true);
    expect(isValidExpiry(' ٠١/٢٧ ', now)).toBe(true);
  });

  it('refuses an expired card', () => {
    expect(isValidExpiry('04/26', now)).toBe(false);
    expect(isValidExpiry('12/25', now)).toBe(false);
  });

  it('refuses month 00 or 13 and other formats', () => {
    expect(isValidExpiry('00/27', now)).toBe(false);
    expect(isValidExpiry('13/27', now)).toBe(false);
    expect(isValidExpiry('5/27', now)).toBe(false);
    expect(isValidExpiry('05/2027', now)).toBe(false);
    expect(isValidExpiry('0527', now)).toBe(false);
  });

  it('uses the current date when none is given', () => {
    expect(isValidExpiry('01/99')).toBe(true);
    expect(isValidExpiry('01/20')).toBe(false);
  });
});

describe('card security code: 3 digits, 4 for 34/37 numbers', () => {
  it('wants 3 digits for Visa and Mastercard', () => {
    expect(securityCodeLength('4111111111111111')).toBe(3);
    expect(isValidSecurityCode('123', '4111111111111111')).toBe(true);
    expect(isValidSecurityCode('1234', '4111111111111111')).toBe(false);
    expect(isValidSecurityCode('12a', '4111111111111111')).toBe(false);
  });

  it('wants 4 digits for 34 and 37 numbers', () => {
    expect(securityCodeLength('3782 822463 10005')).toBe(4);
    expect(securityCodeLength('341111111111111')).toBe(4);
    expect(isValidSecurityCode('1234', '378282246310005')).toBe(true);
    expect(isValidSecurityCode('123', '378282246310005')).toBe(false);
  });

  it('wants 3 digits when the card number is unknown, Arabic-Indic digits accepted', () => {
    expect(securityCodeLength(null)).toBe(3);
    expect(isValidSecurityCode('١٢٣')).toBe(true);
  });
});
