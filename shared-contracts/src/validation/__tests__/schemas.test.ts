import { ValidationError } from 'yup';
import type { AnySchema } from 'yup';
import { makeSchemas } from '../schemas';
import { validationMessage } from '../messages';
import type { ValidationMessageKey } from '../messages';
import type { Locale } from '../../locale';

const now = () => new Date(2026, 4, 15);
const schemas = { en: makeSchemas('en', { now }), ar: makeSchemas('ar', { now }) };

/** The first error message of validating `value`, or null when it is valid. */
async function firstError(
  schema: AnySchema,
  value: unknown,
  context?: object,
): Promise<string | null> {
  try {
    await schema.validate(value, { context });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** The error message of `path` in an object schema, or null when that field is valid. */
async function fieldError(
  schema: AnySchema,
  value: object,
  path: string,
  context?: object,
): Promise<string | null> {
  try {
    await schema.validateAt(path, value, { context });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const msg = (key: ValidationMessageKey, locale: Locale) => validationMessage(key, locale);

const validAddress = {
  fullName: 'Mona Ahmed',
  phone: '010 1234 5678',
  region: 'cairo',
  city: 'nasr-city',
  district: 'district-7',
  street: 'Abbas El Akkad',
  buildingNo: '12',
  apt: '4',
  floor: '3',
};

describe.each(['en', 'ar'] as const)('form schemas in %s', (locale) => {
  const s = schemas[locale];

  describe('phone', () => {
    it.each([
      ['', 'required'],
      ['0101234567x', 'only_numbers'],
      ['0101234567', 'phone_length'],
      ['01312345678', 'phone_proper'],
    ] as const)('shows the %p error %s', async (value, key) => {
      expect(await firstError(s.phone, value)).toBe(msg(key, locale));
    });

    it('resolves with the normalised number', async () => {
      expect(await s.phone.validate('٠١٠-١٢٣٤ ٥٦٧٨')).toBe('01012345678');
    });
  });

  it('missing values (undefined or null) are required, not crashes', async () => {
    expect(await firstError(s.phone, undefined)).toBe(msg('required', locale));
    expect(await firstError(s.walletNumber, null)).toBe(msg('required', locale));
    expect(await firstError(s.otp, null)).toBe(msg('required', locale));
    expect(await fieldError(s.address, { ...validAddress, floor: null }, 'floor')).toBe(
      msg('required', locale),
    );
    expect(await fieldError(s.card, { cardNumber: null }, 'cardNumber')).toBe(
      msg('required', locale),
    );
  });

  it('email: required, then the e-mail rule', async () => {
    expect(await firstError(s.email, '')).toBe(msg('required', locale));
    expect(await firstError(s.email, 'mona@example')).toBe(msg('email', locale));
    expect(await firstError(s.newsletter, { email: 'mona example.com' })).toBe(
      msg('email', locale),
    );
    expect(await firstError(s.newsletter, { email: 'mona@example.com' })).toBeNull();
  });

  it('full name: required, then first and last name', async () => {
    expect(await firstError(s.fullName, ' ')).toBe(msg('required', locale));
    expect(await firstError(s.fullName, 'Mona')).toBe(msg('full_name', locale));
    expect(await firstError(s.fullName, 'Mona Ahmed')).toBeNull();
  });

  it('one-time code: 4 digits', async () => {
    expect(await firstError(s.otp, '')).toBe(msg('required', locale));
    expect(await firstError(s.otp, '12a4')).toBe(msg('only_numbers', locale));
    expect(await firstError(s.otp, '123')).toBe(msg('digits', locale));
    expect(await s.otp.validate('١٢٣٤')).toBe('1234');
  });

  describe('address form', () => {
    it('accepts a complete address and defaults isDefault to false', async () => {
      const values = await s.address.validate({ ...validAddress, landmark: ' Near the mosque ' });
      expect(values.phone).toBe('01012345678');
      expect(values.landmark).toBe('Near the mosque');
      expect(values.isDefault).toBe(false);
      expect(values.title).toBeUndefined();
    });

    it.each(['fullName', 'street', 'buildingNo', 'apt', 'floor', 'phone'] as const)(
      'requires %s',
      async (field) => {
        expect(await fieldError(s.address, { ...validAddress, [field]: '' }, field)).toBe(
          msg('required', locale),
        );
      },
    );

    it('applies the full-name and phone rules', async () => {
      expect(await fieldError(s.address, { ...validAddress, fullName: 'Mona' }, 'fullName')).toBe(
        msg('full_name', locale),
      );
      expect(await fieldError(s.address, { ...validAddress, phone: '0101234' }, 'phone')).toBe(
        msg('phone_length', locale),
      );
    });

    it('floor takes digits only', async () => {
      expect(await fieldError(s.address, { ...validAddress, floor: 'G' }, 'floor')).toBe(
        msg('only_numbers', locale),
      );
      expect(await fieldError(s.address, { ...validAddress, floor: '٣' }, 'floor')).toBeNull();
    });

    it('the first select says "select country first" when nothing is loaded, else "select your city"', async () => {
      const values = { ...validAddress, region: '' };
      expect(await fieldError(s.address, values, 'region', { regionOptionsLoaded: false })).toBe(
        msg('mustSelectCountryFirst', locale),
      );
      expect(await fieldError(s.address, values, 'region', { regionOptionsLoaded: true })).toBe(
        msg('mustSelectCity', locale),
      );
      expect(await fieldError(s.address, values, 'region')).toBe(msg('mustSelectCity', locale));
    });

    it('the area select asks for the city first, then is required', async () => {
      expect(await fieldError(s.address, { ...validAddress, region: '', city: '' }, 'city')).toBe(
        msg('mustSelectCityFirst', locale),
      );
      expect(await fieldError(s.address, { ...validAddress, city: '' }, 'city')).toBe(
        msg('required', locale),
      );
    });

    it('the district select asks for the city first, then for the district', async () => {
      expect(
        await fieldError(s.address, { ...validAddress, city: '', district: '' }, 'district'),
      ).toBe(msg('mustSelectCityFirst', locale));
      expect(
        await fieldError(s.address, { ...validAddress, district: undefined }, 'district'),
      ).toBe(msg('mustSelectDistrict', locale));
    });

    it('landmark and title are optional', async () => {
      expect(
        await fieldError(s.address, { ...validAddress, landmark: '', title: '' }, 'landmark'),
      ).toBeNull();
      expect(await fieldError(s.address, { ...validAddress, title: '' }, 'title')).toBeNull();
    });
  });

  describe('registration', () => {
    const valid = { fullName: 'Mona Ahmed Ali', email: 'mona@example.com', phone: '01112345678' };

    it('accepts a registration without a group and with a numeric group', async () => {
      expect((await s.registration.validate({ ...valid, groupId: '' })).groupId).toBeUndefined();
      expect((await s.registration.validate({ ...valid, groupId: '7' })).groupId).toBe(7);
    });

    it('refuses a group id that is not a whole number', async () => {
      expect(await firstError(s.registration, { ...valid, groupId: 'vip' })).toBe(
        msg('only_numbers', locale),
      );
      expect(await firstError(s.registration, { ...valid, groupId: '1.5' })).toBe(
        msg('only_numbers', locale),
      );
      expect(await firstError(s.registration, { ...valid, groupId: -1 })).toBe(
        validationMessage('min_value', locale, { min: 0 }),
      );
    });

    it('checks the name, e-mail and phone', async () => {
      expect(await fieldError(s.registration, { ...valid, email: 'x' }, 'email')).toBe(
        msg('email', locale),
      );
      expect(await fieldError(s.registration, { ...valid, phone: '01312345678' }, 'phone')).toBe(
        msg('phone_proper', locale),
      );
      expect(await fieldError(s.registration, { ...valid, fullName: 'Mona' }, 'fullName')).toBe(
        msg('full_name', locale),
      );
    });
  });

  it('login phone', async () => {
    expect(await firstError(s.loginPhone, { phone: '' })).toBe(msg('required', locale));
    expect(await s.loginPhone.validate({ phone: '012 1234 5678' })).toEqual({
      phone: '01212345678',
    });
  });

  describe('contact form', () => {
    const valid = {
      name: 'Mona Ahmed',
      email: 'mona@example.com',
      reason_of_contact: 'Delivery',
      phone_number: '01512345678',
      description: 'Late order',
    };

    it('accepts a complete message', async () => {
      expect(await firstError(s.contact, valid)).toBeNull();
    });

    it.each(['name', 'email', 'reason_of_contact', 'phone_number', 'description'] as const)(
      'requires %s',
      async (field) => {
        expect(await fieldError(s.contact, { ...valid, [field]: '' }, field)).toBe(
          msg('required', locale),
        );
      },
    );

    it('refuses digits in the name', async () => {
      expect(await fieldError(s.contact, { ...valid, name: 'Mona 2' }, 'name')).toBe(
        msg('no_numbers', locale),
      );
    });
  });

  describe('card', () => {
    const valid = { cardNumber: '4111 1111 1111 1111', expiryDate: '08/27', cvc: '123' };

    it('accepts a valid card', async () => {
      expect(await firstError(s.card, valid)).toBeNull();
      expect((await s.card.validate(valid)).cardNumber).toBe('4111111111111111');
    });

    it('shows cc_number for a prefix outside the list and digits for a wrong length', async () => {
      expect(
        await fieldError(s.card, { ...valid, cardNumber: '6011111111111117' }, 'cardNumber'),
      ).toBe(msg('cc_number', locale));
      expect(await fieldError(s.card, { ...valid, cardNumber: '4111' }, 'cardNumber')).toBe(
        msg('digits', locale),
      );
      expect(await fieldError(s.card, { ...valid, cardNumber: '' }, 'cardNumber')).toBe(
        msg('required', locale),
      );
    });

    it('shows expiry_date for a bad month or a past date', async () => {
      expect(await fieldError(s.card, { ...valid, expiryDate: '13/27' }, 'expiryDate')).toBe(
        msg('expiry_date', locale),
      );
      expect(await fieldError(s.card, { ...valid, expiryDate: '04/26' }, 'expiryDate')).toBe(
        msg('expiry_date', locale),
      );
    });

    it('shows card_security_code for a wrong security code', async () => {
      expect(await fieldError(s.card, { ...valid, cvc: '12' }, 'cvc')).toBe(
        msg('card_security_code', locale),
      );
      expect(
        await fieldError(s.savedCard, { cardNumber: '3782********005', cvc: '123' }, 'cvc'),
      ).toBe(msg('card_security_code', locale));
      expect(await firstError(s.savedCard, { cvc: '123' })).toBeNull();
    });

    it('refuses digits in the holder name', async () => {
      expect(await fieldError(s.card, { ...valid, holderName: 'Mona 2' }, 'holderName')).toBe(
        msg('no_numbers', locale),
      );
      expect(
        await fieldError(s.card, { ...valid, holderName: 'Mona Ahmed' }, 'holderName'),
      ).toBeNull();
    });
  });

  it('stock-back contact: required, an @ makes it an e-mail, anything else a phone', async () => {
    const contact = (value: string) => fieldError(s.stockBack, { contact: value }, 'contact');
    expect(await contact('  ')).toBe(msg('required', locale));
    expect(await contact('mona@example')).toBe(msg('email', locale));
    expect(await contact('0101234')).toBe(msg('phone_length', locale));
    expect(await contact('mona@example.com')).toBeNull();
    expect(await contact('010-1234-5678')).toBeNull();
  });

  it('wallet number: phone rules, every failure reads walletNumberError', async () => {
    expect(await firstError(s.walletNumber, '')).toBe(msg('required', locale));
    expect(await firstError(s.walletNumber, '0101234')).toBe(msg('walletNumberError', locale));
    expect(await firstError(s.walletNumber, '01312345678')).toBe(msg('walletNumberError', locale));
    expect(await firstError(s.walletNumber, '01012345678')).toBeNull();
  });
});

describe('schema options', () => {
  it('uses a configured card prefix list', async () => {
    const meezaOnly = makeSchemas('en', { cardPrefixes: ['507803'], now });
    expect(await fieldError(meezaOnly.card, { cardNumber: '4111111111111111' }, 'cardNumber')).toBe(
      'not in valid format.',
    );
    expect(
      await fieldError(meezaOnly.card, { cardNumber: '5078031111111111' }, 'cardNumber'),
    ).toBeNull();
  });

  it('checks expiry against the real clock by default', async () => {
    const real = makeSchemas('en');
    expect(await fieldError(real.card, { expiryDate: '01/20' }, 'expiryDate')).toBe(
      'must be in date format.',
    );
    expect(await fieldError(real.card, { expiryDate: '01/99' }, 'expiryDate')).toBeNull();
  });
});
