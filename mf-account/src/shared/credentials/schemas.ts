import { validationMessage } from '@dukkan/contracts';
import type { Locale, Schemas, ValidationKit } from '@dukkan/contracts';

/** The service's password rule (at least 8 characters); it also asks for a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The e-mail and password forms of the account (shell spec section 5): e-mail login, recovery,
 * reset, e-mail change and password change. The messages are the spec's required, email, min
 * and confirmed texts in `locale`; what the service checks beyond them (a letter and a digit)
 * comes back as its own message. Built from the contracts' schemas and yup once they have loaded
 * (`schemaResolver`), so yup is never part of a page's first load.
 */
export function credentialSchemas({ email }: Schemas, yup: ValidationKit['yup'], locale: Locale) {
  const required = () => yup.string().required(validationMessage('required', locale));
  const newPassword = required().min(
    PASSWORD_MIN_LENGTH,
    validationMessage('min', locale, { length: PASSWORD_MIN_LENGTH }),
  );
  const confirmation = (field: string) =>
    required().oneOf([yup.ref(field)], validationMessage('confirmed', locale));
  return {
    emailLogin: yup.object({ email, password: required() }),
    recover: yup.object({ email }),
    reset: yup.object({
      email,
      password: newPassword,
      confirmation: confirmation('password'),
    }),
    changeEmail: yup.object({ email }),
    changePassword: yup.object({
      currentPassword: required(),
      password: newPassword,
      confirmation: confirmation('password'),
    }),
  };
}
