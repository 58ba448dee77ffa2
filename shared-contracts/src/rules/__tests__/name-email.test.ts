import { isValidEmail } from '../email';
import { hasNoDigits, isValidFullName, splitFullName, splitRegistrationName } from '../name';

describe('full-name split on the first space (address form)', () => {
  it('gives the first word as first name and the rest as last name', () => {
    expect(splitFullName('Mona Ahmed Ali')).toEqual({ firstname: 'Mona', lastname: 'Ahmed Ali' });
    expect(splitFullName('  منى أحمد  ')).toEqual({ firstname: 'منى', lastname: 'أحمد' });
  });

  it('keeps the remainder as typed after the first space', () => {
    expect(splitFullName('Mona  Ahmed   Ali')).toEqual({
      firstname: 'Mona',
      lastname: 'Ahmed   Ali',
    });
  });

  it('gives an empty last name for a single word', () => {
    expect(splitFullName('Mona')).toEqual({ firstname: 'Mona', lastname: '' });
  });
});

describe('registration name split (first word and remaining words)', () => {
  it('joins the remaining words with single spaces', () => {
    expect(splitRegistrationName('  Mona   Ahmed  Ali ')).toEqual({
      firstname: 'Mona',
      lastname: 'Ahmed Ali',
    });
  });

  it('handles a single word and an empty input', () => {
    expect(splitRegistrationName('Mona')).toEqual({ firstname: 'Mona', lastname: '' });
    expect(splitRegistrationName('   ')).toEqual({ firstname: '', lastname: '' });
  });
});

describe('full-name rule: a first word without digits, a space, then a non-digit remainder', () => {
  it.each(['Mona Ahmed', 'منى أحمد علي', '  Mona  Ahmed ', "Mona O'Neil-Smith"])(
    'accepts %p',
    (name) => {
      expect(isValidFullName(name)).toBe(true);
    },
  );

  it.each(['Mona', 'Mona1 Ahmed', 'Mona Ahmed2', 'منى ٣', '', '   ', 'Mona  '])(
    'refuses %p',
    (name) => {
      expect(isValidFullName(name)).toBe(false);
    },
  );

  it('refuses null and undefined', () => {
    expect(isValidFullName(null)).toBe(false);
    expect(isValidFullName(undefined)).toBe(false);
  });
});

describe('no_numbers forbids digits', () => {
  it('detects ASCII and Arabic-Indic digits', () => {
    expect(hasNoDigits('Mona Ahmed')).toBe(true);
    expect(hasNoDigits('Mona 2')).toBe(false);
    expect(hasNoDigits('منى ٢')).toBe(false);
  });
});

describe('e-mail rule (no spaces, one @, a domain with a dot)', () => {
  it.each(['mona@example.com', 'mona.ali+shop@mail.example.eg'])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['with a space', 'mona ali@example.com'],
    ['with a surrounding space', ' mona@example.com'],
    ['without @', 'mona.example.com'],
    ['with two @', 'mona@ali@example.com'],
    ['without a local part', '@example.com'],
    ['without a dot in the domain', 'mona@example'],
    ['with an empty domain label', 'mona@example.'],
    ['empty', ''],
  ])('refuses an address %s', (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });
});
