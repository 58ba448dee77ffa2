import { VALIDATION_MESSAGE_KEYS, VALIDATION_MESSAGES, validationMessage } from '../messages';
import type { ValidationMessageKey } from '../messages';

describe('validation messages (shell spec section 5)', () => {
  it.each([
    ['required', 'This field is required.'],
    ['phone_length', 'Phone number must contain 11 numbers.'],
    ['only_numbers', 'should only consist of numbers.'],
    ['phone_proper', 'Phone number must be in the correct format.'],
    ['email', 'This field must be a valid email.'],
    ['confirmed', 'does not match its confirmation.'],
    ['alpha_spaces', 'only characters and spaces.'],
    ['full_name', 'should consist of first and last name.'],
    ['cc_number', 'not in valid format.'],
    ['expiry_date', 'must be in date format.'],
    ['card_security_code', 'must be valid security code.'],
    ['walletNumberError', 'Invalid wallet number, enter new valid one.'],
    ['digits', 'Invalid Number of digits.'],
    ['mustSelectCountryFirst', 'You must select country first'],
    ['mustSelectCity', 'You must select your city'],
    ['mustSelectCityFirst', 'You must select City first'],
    ['mustSelectDistrict', 'You must select your District'],
  ] as const)('says %s in English as the spec words it', (key, text) => {
    expect(validationMessage(key, 'en')).toBe(text);
  });

  it('fills {length}, {max} and {min} (min_value as worded: cannot exceed)', () => {
    expect(validationMessage('min', 'en', { length: 8 })).toBe('at least 8 characters.');
    expect(validationMessage('max_value', 'en', { max: 10 })).toBe('cannot exceed 10.');
    expect(validationMessage('min_value', 'en', { min: 1 })).toBe('cannot exceed 1.');
  });

  it('writes numbers with Arabic-Indic digits in Arabic', () => {
    expect(validationMessage('min', 'ar', { length: 8 })).toBe('٨ أحرف على الأقل.');
    expect(validationMessage('max_value', 'ar', { max: 12 })).toBe('لا يمكن أن يتجاوز ١٢.');
    expect(validationMessage('min_value', 'ar', { min: '3' })).toBe('لا يمكن أن يقل عن 3.');
  });

  it('has an Arabic message, in Arabic script, for every English key', () => {
    expect(Object.keys(VALIDATION_MESSAGES.ar).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    for (const key of VALIDATION_MESSAGE_KEYS) {
      const ar = validationMessage(key, 'ar', { length: 1, max: 1, min: 1 });
      expect(ar).toMatch(/[\u0600-\u06ff]/);
      expect(ar).not.toBe(validationMessage(key, 'en', { length: 1, max: 1, min: 1 }));
    }
  });

  it('refuses an unknown key and a missing placeholder value with a clear error', () => {
    expect(() => validationMessage('nope' as ValidationMessageKey, 'en')).toThrow(
      'Unknown validation message key "nope"',
    );
    expect(() => validationMessage('min', 'en')).toThrow(
      'Validation message "min" needs a value for {length}',
    );
  });
});
