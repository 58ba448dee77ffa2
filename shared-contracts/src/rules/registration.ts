import { CUSTOMER_SOURCE } from '../constants';
import { splitRegistrationName } from './name';
import { normalizePhone } from './phone';

/** Values of the registration form. */
export interface RegistrationFormInput {
  fullName: string;
  email: string;
  phone: string;
  /** Customer group from the group-id cookie or query; optional. */
  groupId?: number | null;
}

/** The createCustomer input (shell spec sections 3 and 7). */
export interface CreateCustomerInput {
  firstname: string;
  lastname: string;
  email: string;
  phone_number: string;
  customer_source: typeof CUSTOMER_SOURCE;
  group_id?: number;
}

/**
 * Maps the registration form to the createCustomer input: first word as first name, the
 * remaining words as last name, the phone normalised, customer_source fixed to WEB and the
 * group id only when one is given.
 * @throws RangeError when the group id is not a whole number.
 */
export function toCreateCustomerInput(form: RegistrationFormInput): CreateCustomerInput {
  const { firstname, lastname } = splitRegistrationName(form.fullName);
  const input: CreateCustomerInput = {
    firstname,
    lastname,
    email: form.email.trim(),
    phone_number: normalizePhone(form.phone),
    customer_source: CUSTOMER_SOURCE,
  };
  if (form.groupId !== null && form.groupId !== undefined) {
    if (!Number.isInteger(form.groupId)) {
      throw new RangeError(
        `toCreateCustomerInput: group id must be a whole number, got ${String(form.groupId)}`,
      );
    }
    input.group_id = form.groupId;
  }
  return input;
}
