import { useEffect, useMemo, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { schemaResolver, toCustomerAddressInput, useShell } from '@dukkan/contracts';
import type {
  AddressFormContext,
  AddressFormProps,
  AddressFormValues,
  Locale,
} from '@dukkan/contracts';
import { pickedArea } from '../../../shared/areas/area-options';
import { useDeliverableRegions } from '../../../shared/areas/use-deliverable-regions';
import { describeAddressError, startingFields } from '../address-values';
import type { AddressFields } from '../address-values';
import type { MapMatch } from '../map/use-district-match';

type SelectName = 'region' | 'city' | 'district';
type Areas = ReturnType<typeof useDeliverableRegions>;
type Place = ReturnType<typeof pickedArea>;

const toOptions = (items: readonly { id: string; name: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** The contracts' address schema in `locale` as the form's resolver (name and phone left out when `addressOnly`). */
function useAddressResolver(addressOnly: boolean, locale: Locale) {
  return useMemo(
    () =>
      schemaResolver(
        locale,
        ({ address }) => (addressOnly ? address.omit(['fullName', 'phone']) : address),
        (schema) => yupResolver(schema) as unknown as Resolver<AddressFields, AddressFormContext>,
      ),
    [addressOnly, locale],
  );
}

/**
 * What the owner's `onSubmit` receives for a complete place: the form's values (name and phone
 * empty when the form has none, `forcedDefault` over the checkbox) and the CreateAddress input.
 */
function toSubmission(
  fields: AddressFields,
  { region, city, district }: { [K in keyof Place]: NonNullable<Place[K]> },
  { addressOnly, forcedDefault }: Pick<AddressFormProps, 'addressOnly' | 'forcedDefault'>,
) {
  const values: AddressFormValues = {
    ...fields,
    fullName: addressOnly ? '' : fields.fullName,
    phone: addressOnly ? '' : fields.phone,
    isDefault: forcedDefault ?? fields.isDefault,
  };
  const input = toCustomerAddressInput(values, {
    region: { region: region.name, region_code: region.code, region_id: Number(region.id) },
    cityCode: city.code,
    districtCode: district.code,
  });
  return { values, input };
}

/** The three dependent selects: each one's chosen id, its options, and whether it can be used yet. */
function selectsOf(areas: Areas, { region, city, district }: Place) {
  const areasLoaded = !areas.isLoading && areas.regions.length > 0;
  return {
    region: { value: region?.id ?? '', options: toOptions(areas.regions), disabled: !areasLoaded },
    city: {
      value: city?.id ?? '',
      options: toOptions(region?.cities ?? []),
      disabled: areas.isLoading || !region,
    },
    district: {
      value: district?.id ?? '',
      options: toOptions(city?.districts ?? []),
      disabled: areas.isLoading || !city,
    },
  };
}

/** Each field's error message, by field name. */
function messagesOf(errors: FieldErrors<AddressFields>) {
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, error?.message]),
  ) as Partial<Record<keyof AddressFields, string>>;
}

/**
 * The reusable address form (shell spec sections 2 and 5): the contracts' address schema in the
 * page language (without the name and phone block when `addressOnly`), three dependent selects
 * from RegionsForCountry (changing one clears those under it), submit allowed only while the
 * values are valid. On submit the owner gets the values and the CreateAddress input; a rejected
 * `onSubmit` keeps every value and shows the error's message in the page language.
 */
export function useAddressForm({
  addressOnly = false,
  forcedDefault,
  initialValues,
  onSubmit,
}: AddressFormProps) {
  const { locale, bus } = useShell();
  const areas = useDeliverableRegions();
  const resolver = useAddressResolver(addressOnly, locale);
  const context: AddressFormContext = { regionOptionsLoaded: areas.regions.length > 0 };
  const form = useForm<AddressFields, AddressFormContext>({
    mode: 'onTouched',
    resolver,
    context,
    defaultValues: startingFields(initialValues),
  });
  const [submitError, setSubmitError] = useState<string | null>(null);

  const ids = useWatch({ control: form.control, name: ['region', 'city', 'district'] });
  const place = pickedArea(areas.regions, { regionId: ids[0], cityId: ids[1], districtId: ids[2] });
  const { region, city, district } = place;

  // A starting place that is no longer offered (an out-of-range address being edited) is
  // emptied once the areas are known, so the selects show the choice still to be made.
  const regionsLoaded = areas.regions.length > 0;
  useEffect(() => {
    if (!regionsLoaded) return;
    if (ids[0] && !region) form.setValue('region', '');
    if (ids[1] && !city) form.setValue('city', '');
    if (ids[2] && !district) form.setValue('district', '');
  }, [regionsLoaded, ids, region, city, district, form]);

  /** A select's change: the value, touched, and the selects under it emptied. */
  const choose = (name: SelectName, value: string) => {
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    form.setValue(name, value, options);
    if (name === 'region')
      form.setValue('city', '', { shouldValidate: form.formState.isSubmitted });
    if (name !== 'district') {
      form.setValue('district', '', { shouldValidate: form.formState.isSubmitted });
    }
  };

  /** The map picker's district, when it is among the offered areas: all three selects at once. */
  const placeFromMap = (match: MapMatch): boolean => {
    const ids = { regionId: match.region.id, cityId: match.city.id, districtId: match.district.id };
    if (!pickedArea(areas.regions, ids).district) return false;
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    form.setValue('region', ids.regionId, options);
    form.setValue('city', ids.cityId, options);
    form.setValue('district', ids.districtId, options);
    return true;
  };
  const regionSelect = useRef<HTMLSelectElement>(null);

  const submit = async (fields: AddressFields) => {
    if (!region || !city || !district) return;
    setSubmitError(null);
    const submission = toSubmission(
      fields,
      { region, city, district },
      { addressOnly, forcedDefault },
    );
    try {
      await onSubmit(submission);
    } catch (error) {
      const refusal = describeAddressError(error, locale);
      setSubmitError(refusal.message);
      // The service says the address is outside the chosen area: the out-of-range dialog offers
      // the ways on (another point on the map, another area).
      if (refusal.key === 'outOfRange') bus.emit('out-of-range', {});
    }
  };

  const { errors, isValid, isSubmitting } = form.formState;
  return {
    register: form.register,
    errors: messagesOf(errors),
    showContact: !addressOnly,
    showDefault: forcedDefault === undefined,
    areasLoading: areas.isLoading,
    areasError: areas.hasError,
    retryAreas: areas.retry,
    ...selectsOf(areas, place),
    choose,
    placeFromMap,
    regionSelect,
    touch: (name: SelectName) => void form.trigger(name),
    canSubmit: isValid && district !== null && !isSubmitting,
    isSubmitting,
    submitError,
    onSubmit: (event?: BaseSyntheticEvent) => void form.handleSubmit(submit)(event),
  };
}
