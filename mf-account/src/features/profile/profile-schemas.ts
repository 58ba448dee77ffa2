import * as yup from 'yup';
import { hasNoDigits, makeSchemas, validationMessage } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { credentialSchemas } from '../../shared/credentials/schemas';

/** `/account/edit`: first and last name (required, no digits) and the phone (section 5 rule). */
export function detailsSchema(locale: Locale) {
  const name = () =>
    yup
      .string()
      .trim()
      .required(validationMessage('required', locale))
      .test('no_numbers', validationMessage('no_numbers', locale), (value) =>
        hasNoDigits(value ?? ''),
      );
  return yup.object({
    firstname: name(),
    lastname: name(),
    phone: makeSchemas(locale).phone,
  });
}

export const emailSchema = (locale: Locale) => credentialSchemas(locale).changeEmail;
export const passwordSchema = (locale: Locale) => credentialSchemas(locale).changePassword;
