import { hasNoDigits, validationMessage } from '@dukkan/contracts';
import type { Locale, Schemas, ValidationKit } from '@dukkan/contracts';
import { credentialSchemas } from '../../shared/credentials/schemas';

/** `/account/edit`: first and last name (required, no digits) and the phone (section 5 rule). */
export function detailsSchema(schemas: Schemas, yup: ValidationKit['yup'], locale: Locale) {
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
    phone: schemas.phone,
  });
}

export const emailSchema = (schemas: Schemas, yup: ValidationKit['yup'], locale: Locale) =>
  credentialSchemas(schemas, yup, locale).changeEmail;
export const passwordSchema = (schemas: Schemas, yup: ValidationKit['yup'], locale: Locale) =>
  credentialSchemas(schemas, yup, locale).changePassword;
