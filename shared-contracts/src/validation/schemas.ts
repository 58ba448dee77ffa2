import * as yup from 'yup';
import type { Locale } from '../locale';
import { OTP } from '../constants';
import { isValidEmail } from '../rules/email';
import { hasNoDigits, isValidFullName } from '../rules/name';
import { normalizePhone, toAsciiDigits, validatePhone } from '../rules/phone';
import {
  DEFAULT_CARD_PREFIXES,
  isValidExpiry,
  isValidSecurityCode,
  normalizeCardNumber,
  validateCardNumber,
} from '../rules/card';
import { validationMessage } from './messages';
import type { ValidationMessageKey } from './messages';

/** Options of `makeSchemas`. */
export interface SchemaOptions {
  /** Leading digits a card's first six digits must start with (default: Visa, Mastercard, Meeza). */
  cardPrefixes?: readonly string[];
  /** Clock for the expiry rule (tests pass a fixed date). */
  now?: () => Date;
}

/**
 * Context the address form passes to `validate(values, { context })`: when the first select
 * has no options loaded, its hint is "You must select country first".
 */
export interface AddressFormContext {
  regionOptionsLoaded?: boolean;
}

const empty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A message of the validation catalogue in the schemas' locale. */
type Message = (key: ValidationMessageKey) => string;

const requiredText = (m: Message) => yup.string().trim().required(m('required'));

/** Phone rules in the spec's order; every failure shows `overrideKey` when one is given. */
function phoneField(m: Message, overrideKey?: ValidationMessageKey) {
  return yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizePhone(value) : value))
    .required(m('required'))
    .test('phone', m('phone_proper'), function (value) {
      const error = validatePhone(value);
      if (error === null) return true;
      return this.createError({ message: m(overrideKey ?? error) });
    });
}

/** A required text of digits only (Arabic-Indic accepted), trimmed and made ASCII on cast. */
function digitsField(m: Message) {
  return yup
    .string()
    .transform((value: unknown) =>
      typeof value === 'string' ? toAsciiDigits(value.trim()) : value,
    )
    .required(m('required'));
}

const digitsOnly = (value: string | undefined): boolean =>
  value === undefined || /^\d+$/.test(value);

const emailField = (m: Message) =>
  requiredText(m).test('email', m('email'), (value) => isValidEmail(value));
type EmailField = ReturnType<typeof emailField>;

const fullNameField = (m: Message) =>
  requiredText(m).test('full_name', m('full_name'), (value) => isValidFullName(value));
type FullNameField = ReturnType<typeof fullNameField>;

/**
 * The address form's three dependent selects (region labelled city, city labelled area,
 * district), each with the spec's select hints.
 */
function areaSelects(m: Message) {
  return {
    region: yup.string().test('region', m('mustSelectCity'), function (value) {
      if (!empty(value)) return true;
      const context = this.options.context as AddressFormContext | undefined;
      const key =
        context?.regionOptionsLoaded === false ? 'mustSelectCountryFirst' : 'mustSelectCity';
      return this.createError({ message: m(key) });
    }),
    city: yup.string().test('city', m('required'), function (value) {
      if (!empty(value)) return true;
      const parent = this.parent as { region?: string };
      return this.createError({
        message: m(empty(parent.region) ? 'mustSelectCityFirst' : 'required'),
      });
    }),
    district: yup.string().test('district', m('mustSelectDistrict'), function (value) {
      if (!empty(value)) return true;
      const parent = this.parent as { region?: string; city?: string };
      const parentMissing = empty(parent.region) || empty(parent.city);
      return this.createError({
        message: m(parentMissing ? 'mustSelectCityFirst' : 'mustSelectDistrict'),
      });
    }),
  };
}

/** Address form: name and phone, the three dependent selects, then the street fields. */
function addressSchema(m: Message, fullName: FullNameField) {
  return yup.object({
    fullName,
    phone: phoneField(m),
    ...areaSelects(m),
    street: requiredText(m),
    buildingNo: requiredText(m),
    apt: requiredText(m),
    floor: digitsField(m).test('only_numbers', m('only_numbers'), digitsOnly),
    landmark: yup.string().trim().optional(),
    title: yup.string().trim().optional(),
    notes: yup.string().trim().optional(),
    postcode: yup.string().trim().optional(),
    isDefault: yup.boolean().default(false),
  });
}

/** A new card: number (the card prefixes' rules), expiry (by `now`), security code, holder. */
function cardSchema(m: Message, cardPrefixes: readonly string[], now: () => Date) {
  return yup.object({
    cardNumber: yup
      .string()
      .transform((value: unknown) =>
        typeof value === 'string' ? normalizeCardNumber(value) : value,
      )
      .required(m('required'))
      .test('cc_number', m('cc_number'), function (value) {
        const error = validateCardNumber(value, cardPrefixes);
        return error === null ? true : this.createError({ message: m(error) });
      }),
    expiryDate: requiredText(m).test('expiry_date', m('expiry_date'), (value) =>
      isValidExpiry(value, now()),
    ),
    cvc: requiredText(m).test('card_security_code', m('card_security_code'), function (value) {
      const parent = this.parent as { cardNumber?: string };
      return isValidSecurityCode(value, parent.cardNumber);
    }),
    holderName: yup
      .string()
      .trim()
      .optional()
      .test('no_numbers', m('no_numbers'), (value) =>
        value === undefined ? true : hasNoDigits(value),
      ),
  });
}

/** Registration: name, e-mail, phone and the optional referral group (a whole number). */
function registrationSchema(
  m: Message,
  locale: Locale,
  fullName: FullNameField,
  email: EmailField,
) {
  return yup.object({
    fullName,
    email,
    phone: phoneField(m),
    groupId: yup
      .number()
      .transform((value: number, original: unknown) =>
        original === '' || original === null ? undefined : value,
      )
      .typeError(m('only_numbers'))
      .integer(m('only_numbers'))
      .min(0, validationMessage('min_value', locale, { min: 0 }))
      .optional(),
  });
}

/**
 * The stock-back subscription's one contact field: required, and one with an @ is checked as
 * an e-mail, anything else as a phone (section 5 rules, their messages).
 */
function stockBackSchema(m: Message, email: EmailField, phone: ReturnType<typeof phoneField>) {
  return yup.object({
    contact: yup
      .string()
      .trim()
      .required(m('required'))
      .test('contact', '', async function (value) {
        const field = value?.includes('@') ? email : phone;
        try {
          await field.validate(value);
          return true;
        } catch (error) {
          return this.createError({ message: (error as yup.ValidationError).message });
        }
      }),
  });
}

/**
 * Builds every form schema of the storefront with messages in `locale` (shell spec section 5).
 * Phone fields are normalised on cast (dashes and spaces removed, Arabic-Indic digits made ASCII),
 * so `schema.validate()` resolves with the value to send.
 */
export function makeSchemas(locale: Locale, options: SchemaOptions = {}) {
  const m: Message = (key) => validationMessage(key, locale);
  const email = emailField(m);
  const fullName = fullNameField(m);
  const phone = phoneField(m);
  const card = cardSchema(
    m,
    options.cardPrefixes ?? DEFAULT_CARD_PREFIXES,
    options.now ?? (() => new Date()),
  );
  return {
    /** A single phone field (login, registration, wallet, contact). */
    phone,
    email,
    fullName,
    /** The one-time code: exactly 4 digits (Arabic-Indic accepted). */
    otp: digitsField(m).matches(/^\d+$/, m('only_numbers')).length(OTP.length, m('digits')),
    address: addressSchema(m, fullName),
    registration: registrationSchema(m, locale, fullName, email),
    loginPhone: yup.object({ phone: phoneField(m) }),
    newsletter: yup.object({ email }),
    contact: yup.object({
      name: requiredText(m).test('no_numbers', m('no_numbers'), (value) => hasNoDigits(value)),
      email,
      reason_of_contact: requiredText(m),
      phone_number: phoneField(m),
      description: requiredText(m),
    }),
    /** A new card: number, expiry and security code. */
    card,
    /** A saved card only asks for its security code; pass the masked number as `cardNumber`. */
    savedCard: yup.object({
      cardNumber: yup.string().optional(),
      cvc: card.fields.cvc,
    }),
    /** The stock-back subscription's one contact field (an e-mail or a phone). */
    stockBack: stockBackSchema(m, email, phone),
    /** Mobile wallet number: phone rules, every failure reads walletNumberError. */
    walletNumber: phoneField(m, 'walletNumberError'),
  };
}

/** The schemas of one locale. */
export type Schemas = ReturnType<typeof makeSchemas>;
/** Values the address form resolves with. */
export type AddressFormValues = yup.InferType<Schemas['address']>;
export type RegistrationFormValues = yup.InferType<Schemas['registration']>;
export type ContactFormValues = yup.InferType<Schemas['contact']>;
export type CardFormValues = yup.InferType<Schemas['card']>;
