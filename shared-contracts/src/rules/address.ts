import { PICKUP_ORDER_ADDRESS, REGION } from '../constants';
import type { Locale } from '../locale';
import type { StoreChoice } from '../types/domain';
import { splitFullName } from './name';
import { numberFormat } from './numbers';
import { normalizePhone } from './phone';

/** The activity flags of a saved address's city and district. */
export interface AddressActivity {
  city?: { is_active?: boolean | null } | null;
  district?: { is_active?: boolean | null } | null;
}

/** An address is active only when both its city and its district are active. */
export function isAddressActive(address: AddressActivity): boolean {
  return address.city?.is_active === true && address.district?.is_active === true;
}

const ADDRESS_WORD: Record<Locale, string> = { en: 'Address', ar: 'العنوان' };

/**
 * The title shown for a saved address: its own title, or `Address {index}` with a 1-based
 * index (pass the zero-based position in the list).
 */
export function addressTitle(
  title: string | null | undefined,
  index: number,
  locale: Locale = 'en',
): string {
  const own = title?.trim();
  if (own) return own;
  const position = numberFormat(locale).format(index + 1);
  return `${ADDRESS_WORD[locale]} ${position}`;
}

/** Values of the address form (the fields the CreateAddress payload needs). */
export interface AddressFormInput {
  fullName: string;
  phone: string;
  street: string;
  buildingNo: string;
  floor: string;
  apt: string;
  landmark?: string | null;
  title?: string | null;
  postcode?: string | null;
  isDefault?: boolean | null;
}

/** The place chosen in the three selects, resolved to what the service expects. */
export interface AddressPlace {
  region: { region: string; region_code: string; region_id: number };
  cityCode: string;
  districtCode: string;
  countryCode?: string;
}

/** The CreateAddress / UpdateAddress input (shell spec section 7). */
export interface CustomerAddressInput {
  telephone: string;
  street: string[];
  firstname: string;
  lastname: string;
  country_code: string;
  city: string;
  postcode: string;
  default_billing: boolean;
  default_shipping: boolean;
  region: { region: string; region_code: string; region_id: number };
  district: string;
  landmark: string;
  floor: string;
  building: string;
  apartment: string;
  title: string;
}

/**
 * Maps the address form to the CreateAddress input: the full name split on the first space,
 * the phone normalised, isDefault setting both default flags, country EG unless given.
 */
export function toCustomerAddressInput(
  form: AddressFormInput,
  place: AddressPlace,
): CustomerAddressInput {
  const { firstname, lastname } = splitFullName(form.fullName);
  const isDefault = form.isDefault === true;
  return {
    telephone: normalizePhone(form.phone),
    street: [form.street.trim()],
    firstname,
    lastname,
    country_code: place.countryCode ?? REGION.defaultCountry,
    city: place.cityCode,
    postcode: form.postcode?.trim() ?? '',
    default_billing: isDefault,
    default_shipping: isDefault,
    region: place.region,
    district: place.districtCode,
    landmark: form.landmark?.trim() ?? '',
    floor: form.floor.trim(),
    building: form.buildingNo.trim(),
    apartment: form.apt.trim(),
    title: form.title?.trim() ?? '',
  };
}

/** The shipping address of a store-pickup order; never saved to the address book. */
export interface PickupOrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  country_code: string;
  postcode: string;
  telephone: string;
  save_in_address_book: false;
}

/**
 * The address sent for a pickup order (commerce spec section 9): country EG, postcode 12345,
 * first name Store pickup; the store's name, street and city fill the rest.
 */
export function pickupOrderAddress(
  store: { name: string; address?: string | null; city?: { name?: string | null } | null },
  telephone: string,
): PickupOrderAddress {
  return {
    firstname: PICKUP_ORDER_ADDRESS.firstname,
    lastname: store.name,
    street: [store.address?.trim() || store.name],
    city: store.city?.name?.trim() || store.name,
    country_code: PICKUP_ORDER_ADDRESS.countryCode,
    postcode: PICKUP_ORDER_ADDRESS.postcode,
    telephone: normalizePhone(telephone),
    save_in_address_book: PICKUP_ORDER_ADDRESS.saveInAddressBook,
  };
}

/** What `storeChoiceOf` and `addressAreaState` read of a saved address. */
export interface AddressArea extends AddressActivity {
  is_active?: boolean | null;
  region?: { region_id?: number | null } | null;
  city?: { id?: number | string | null; name?: string | null; is_active?: boolean | null } | null;
  district?: {
    id?: number | string | null;
    name?: string | null;
    is_active?: boolean | null;
    available_store?: { source_code?: string | null } | null;
  } | null;
}

/**
 * The store choice an address implies (shell spec section 4, "selecting an address with city,
 * region, district and available store also sets the store"): null when one of them is missing.
 * The address selector and the checkout's shipping step both set it, so the area the header shows
 * and the store the cart is priced at are the chosen address's.
 */
export function storeChoiceOf(address: AddressArea): StoreChoice | null {
  const { region, city, district } = address;
  const source = district?.available_store?.source_code;
  if (region?.region_id == null || city?.id == null || district?.id == null || !source) return null;
  return {
    region: { id: String(region.region_id) },
    city: { id: String(city.id), name: city.name ?? '' },
    district: { id: String(district.id), name: district.name ?? '' },
    defaultOrderSource: source,
  };
}

/**
 * A saved address against the store the shopper shops at (`source`, the store choice's stock
 * source; `default` when none is chosen):
 * - `out-of-range`: no store delivers there (an inactive city or district, or none serving it);
 *   it cannot be chosen (the spec's disabled card);
 * - `other-area`: a store delivers there, but not the chosen one; choosing it changes the area,
 *   and with it the cart's store, prices and stock;
 * - `in-area`: the chosen store delivers there (any deliverable address while none is chosen).
 */
export type AddressAreaState = 'in-area' | 'other-area' | 'out-of-range';

export function addressAreaState(address: AddressArea, source: string): AddressAreaState {
  if (!isAddressActive(address) || address.is_active === false) return 'out-of-range';
  const choice = storeChoiceOf(address);
  if (!choice) return 'out-of-range';
  return source === REGION.defaultStoreSource || choice.defaultOrderSource === source
    ? 'in-area'
    : 'other-area';
}
