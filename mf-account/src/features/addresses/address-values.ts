import { ADDRESS_ERRORS, isAddressActive, resolveError, serviceMessage } from '@dukkan/contracts';
import type { AddressFormValues, Locale, SavedAddress } from '@dukkan/contracts';
import { describeError } from '../../shared/server-errors';

/** The text fields of the address form as react-hook-form holds them (selects hold ids). */
export interface AddressFields {
  fullName: string;
  phone: string;
  region: string;
  city: string;
  district: string;
  street: string;
  buildingNo: string;
  floor: string;
  apt: string;
  landmark: string;
  title: string;
  isDefault: boolean;
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The form's starting values: empty fields, then what the owner passed. */
export function startingFields(initial?: Partial<AddressFormValues> | null): AddressFields {
  return {
    fullName: text(initial?.fullName),
    phone: text(initial?.phone),
    region: text(initial?.region),
    city: text(initial?.city),
    district: text(initial?.district),
    street: text(initial?.street),
    buildingNo: text(initial?.buildingNo),
    floor: text(initial?.floor),
    apt: text(initial?.apt),
    landmark: text(initial?.landmark),
    title: text(initial?.title),
    isDefault: initial?.isDefault === true,
  };
}

/**
 * A saved address as the form's starting values (editing): the recipient's full name, the
 * phone, the region, city and district ids the selects hold, the first street line and the rest.
 */
export function savedAddressToFormValues(address: SavedAddress): Partial<AddressFormValues> {
  return {
    fullName: [address.firstname, address.lastname].filter(Boolean).join(' '),
    phone: text(address.telephone),
    region: text(address.region?.region_id),
    city: text(address.city?.id),
    district: text(address.district?.id),
    street: text(address.street?.[0]),
    buildingNo: text(address.building),
    floor: text(address.floor),
    apt: text(address.apartment),
    landmark: text(address.landmark),
    title: text(address.title),
    isDefault: address.default_shipping === true || address.default_billing === true,
  };
}

/**
 * An address operation's error in the page language (shell spec section 8): the catalogue's
 * NOT_AUTHORIZED, out-of-range and invalid-store texts; any other error is the service's own
 * message (message_ar in Arabic), as the spec rethrows it.
 */
export function describeAddressError(error: unknown, locale: Locale) {
  const resolved = resolveError(error, ADDRESS_ERRORS, locale);
  if (resolved.key === 'addressError') {
    return { key: resolved.key, message: serviceMessage(error, locale) ?? resolved.message };
  }
  return describeError(error, ADDRESS_ERRORS, locale);
}

/**
 * Whether an address can be chosen: its city and district are active (the client's isActive
 * of shell spec section 3) and the service has not marked it inactive (no store serves it).
 */
export function isUsableAddress(address: SavedAddress): boolean {
  return isAddressActive(address) && address.is_active !== false;
}
