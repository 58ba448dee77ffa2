import { numberFormat } from '../rules/numbers';
import type { Locale } from '../locale';

/**
 * Every validation message of the shell spec (section 5), keyed as the spec names them.
 * English is the spec's wording verbatim (including min_value's "cannot exceed"); Arabic is
 * ours. `{length}`, `{max}` and `{min}` are filled in by `validationMessage`.
 */
export const VALIDATION_MESSAGES = {
  en: {
    required: 'This field is required.',
    phone_length: 'Phone number must contain 11 numbers.',
    only_numbers: 'should only consist of numbers.',
    phone_proper: 'Phone number must be in the correct format.',
    email: 'This field must be a valid email.',
    min: 'at least {length} characters.',
    confirmed: 'does not match its confirmation.',
    alpha_spaces: 'only characters and spaces.',
    max_value: 'cannot exceed {max}.',
    min_value: 'cannot exceed {min}.',
    full_name: 'should consist of first and last name.',
    cc_number: 'not in valid format.',
    expiry_date: 'must be in date format.',
    card_security_code: 'must be valid security code.',
    walletNumberError: 'Invalid wallet number, enter new valid one.',
    digits: 'Invalid Number of digits.',
    no_numbers: 'should not contain numbers.',
    mustSelectCountryFirst: 'You must select country first',
    mustSelectCity: 'You must select your city',
    mustSelectCityFirst: 'You must select City first',
    mustSelectDistrict: 'You must select your District',
  },
  ar: {
    required: 'هذا الحقل مطلوب.',
    phone_length: 'يجب أن يتكون رقم الهاتف من ١١ رقمًا.',
    only_numbers: 'يجب أن يتكون من أرقام فقط.',
    phone_proper: 'يجب أن يكون رقم الهاتف بالصيغة الصحيحة.',
    email: 'يجب أن يكون هذا الحقل بريدًا إلكترونيًا صحيحًا.',
    min: '{length} أحرف على الأقل.',
    confirmed: 'غير مطابق للتأكيد.',
    alpha_spaces: 'حروف ومسافات فقط.',
    max_value: 'لا يمكن أن يتجاوز {max}.',
    // The English wording of min_value is the spec's; the Arabic says what the rule means.
    min_value: 'لا يمكن أن يقل عن {min}.',
    full_name: 'يجب أن يتكون من الاسم الأول واسم العائلة.',
    cc_number: 'ليس بصيغة صحيحة.',
    expiry_date: 'يجب أن يكون بصيغة تاريخ صحيحة.',
    card_security_code: 'يجب أن يكون رمز أمان صحيحًا.',
    walletNumberError: 'رقم المحفظة غير صحيح، أدخل رقمًا صحيحًا.',
    digits: 'عدد الأرقام غير صحيح.',
    no_numbers: 'يجب ألا يحتوي على أرقام.',
    mustSelectCountryFirst: 'يجب اختيار الدولة أولاً',
    mustSelectCity: 'يجب اختيار مدينتك',
    mustSelectCityFirst: 'يجب اختيار المدينة أولاً',
    mustSelectDistrict: 'يجب اختيار الحي',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** Key of a validation message. */
export type ValidationMessageKey = keyof (typeof VALIDATION_MESSAGES)['en'];

/** Values for the `{length}`, `{max}` and `{min}` placeholders. */
export type ValidationMessageParams = Partial<Record<'length' | 'max' | 'min', number | string>>;

/** All message keys, in the spec's order. */
export const VALIDATION_MESSAGE_KEYS = Object.keys(
  VALIDATION_MESSAGES.en,
) as ValidationMessageKey[];

/**
 * The message for `key` in `locale`, with placeholders filled in. Numbers are written with the
 * locale's digits (Arabic-Indic in Arabic).
 * @throws Error for an unknown key or when a placeholder of the message has no value.
 */
export function validationMessage(
  key: ValidationMessageKey,
  locale: Locale,
  params: ValidationMessageParams = {},
): string {
  const table: Record<string, string> = VALIDATION_MESSAGES[locale];
  const template = table[key];
  if (template === undefined) throw new Error(`Unknown validation message key "${String(key)}"`);
  return template.replace(/\{(length|max|min)\}/g, (_, name: keyof ValidationMessageParams) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`Validation message "${key}" needs a value for {${name}}`);
    }
    return typeof value === 'number' ? numberFormat(locale).format(value) : value;
  });
}
