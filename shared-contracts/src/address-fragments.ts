import type { CustomerAddressFieldsFragment } from './graphql/__generated__/customer-address';
import type { CustomerAddressInput } from './rules/address';
import type { AddressFormValues } from './validation/schemas';

/**
 * The address fragments the account remote exposes for checkout (issue 12) and the customer
 * area (issue 13), agreed here before either is built. The team that builds them adds them to
 * the module map (`account/AddressForm`, `account/AddressPicker`) together with the exposes.
 *
 * A saved address is `CustomerAddressFieldsFragment` (`...CustomerAddressFields`, contracts
 * `graphql/customer-address.graphql`), so the checkout and the account read one shape.
 */
export type SavedAddress = CustomerAddressFieldsFragment;

/** What the address form hands its owner: the values and the service input they map to. */
export interface AddressFormResult {
  values: AddressFormValues;
  /** CreateAddress / UpdateAddress input (also the base of a cart shipping address). */
  input: CustomerAddressInput;
}

/**
 * `account/AddressForm`: the reusable address form of shell spec section 2 (dependent region,
 * city and district selects, street, building, floor, apartment, landmark, title, set as
 * default; section 5 validation; submit disabled while invalid). It saves nothing itself: the
 * owner decides (the address book calls CreateAddress, a guest checkout sets the cart address).
 */
export interface AddressFormProps {
  /** Hides the name and phone block. */
  addressOnly?: boolean;
  /** Forces the default flags to this value and hides the set-as-default checkbox. */
  forcedDefault?: boolean;
  /** Starting values (editing, or what the shopper typed before a refused step). */
  initialValues?: Partial<AddressFormValues> | null;
  /** The submit button's text, already translated; the form's own label otherwise. */
  submitLabel?: string;
  /**
   * Called with valid values. A rejected promise keeps everything typed and shows the error's
   * message (resolved in the page language) above the submit button.
   */
  onSubmit: (result: AddressFormResult) => Promise<void>;
  onCancel?: () => void;
}

/**
 * `account/AddressPicker`: the signed-in customer's saved addresses as address cards (select,
 * inline edit with Update Address and Cancel, remove, Default badge, out-of-range disabled) with
 * an add-new-address form inline. Loads and changes the address book itself; the first active
 * address is selected once the list loads when nothing is selected.
 */
export interface AddressPickerProps {
  /** The chosen address id, or null. */
  selectedId: number | null;
  /** A card chosen (or the first one selected automatically, or a new address saved). */
  onSelect: (address: SavedAddress) => void;
  /** Shows the remove button on each card (the address book; not in checkout). */
  allowRemove?: boolean;
}
