import { useEffect, useMemo, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { schemaResolver, toCustomerAddressInput, useShell } from '@dukkan/contracts';
import type { AddressFormContext, AddressFormProps, AddressFormValues } from '@dukkan/contracts';
import { pickedArea } from '../../../shared/areas/area-options';
import { useDeliverableRegions } from '../../../shared/areas/use-deliverable-regions';
import { describeAddressError, startingFields } from '../address-values';
import type { AddressFields } from '../address-values';

type SelectName = 'region' | 'city' | 'district';

const toOptions = (items: readonly { id: string; name: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

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
  const { locale } = useShell();
  const areas = useDeliverableRegions();
  const resolver = useMemo(
    () =>
      schemaResolver(
        locale,
        ({ address }) => (addressOnly ? address.omit(['fullName', 'phone']) : address),
        (schema) => yupResolver(schema) as unknown as Resolver<AddressFields, AddressFormContext>,
      ),
    [addressOnly, locale],
  );
  const context: AddressFormContext = { regionOptionsLoaded: areas.regions.length > 0 };
  const form = useForm<AddressFields, AddressFormContext>({
    mode: 'onTouched',
    resolver,
    context,
    defaultValues: startingFields(initialValues),
  });
  const [submitError, setSubmitError] = useState<string | null>(null);

  const ids = useWatch({ control: form.control, name: ['region', 'city', 'district'] });
  const { region, city, district } = pickedArea(areas.regions, {
    regionId: ids[0],
    cityId: ids[1],
    districtId: ids[2],
  });

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

  const submit = async (fields: AddressFields) => {
    if (!region || !city || !district) return;
    setSubmitError(null);
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
    try {
      await onSubmit({ values, input });
    } catch (error) {
      setSubmitError(describeAddressError(error, locale).message);
    }
  };

  const { errors, isValid, isSubmitting } = form.formState;
  const areasLoaded = !areas.isLoading && areas.regions.length > 0;
  return {
    register: form.register,
    errors: Object.fromEntries(
      Object.entries(errors).map(([name, error]) => [name, error?.message]),
    ) as Partial<Record<keyof AddressFields, string>>,
    showContact: !addressOnly,
    showDefault: forcedDefault === undefined,
    areasLoading: areas.isLoading,
    areasError: areas.hasError,
    retryAreas: areas.retry,
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
    choose,
    touch: (name: SelectName) => void form.trigger(name),
    canSubmit: isValid && district !== null && !isSubmitting,
    isSubmitting,
    submitError,
    onSubmit: (event?: BaseSyntheticEvent) => void form.handleSubmit(submit)(event),
  };
}
