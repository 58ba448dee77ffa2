import { useCallback, useState } from 'react';
import { useShell, validationMessage } from '@dukkan/contracts';
import { pickedArea } from '../../../shared/areas/area-options';
import { useDeliverableRegions } from '../../../shared/areas/use-deliverable-regions';
import { useFirstDelivery } from './use-first-delivery';

const toOptions = (items: readonly { id: string; name: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/**
 * The select-area dialog's form (shell spec sections 3 and 5): region (labelled city), city
 * (labelled area) and district selects from RegionsForCountry (EG, active only), dependent and
 * disabled while fetching, with the spec's select hints; the chosen district's first delivery
 * time; saving hands the choice and the district's store to the shell.
 */
export function useAreaForm() {
  const { locale, store } = useShell();
  const saved = store.choice;
  const { regions, isLoading: loading, hasError, retry } = useDeliverableRegions();
  const [picked, setPicked] = useState({
    regionId: saved?.region.id ?? '',
    cityId: saved?.city.id ?? '',
    districtId: saved?.district.id ?? '',
  });

  // A saved choice that is no longer offered simply leaves the select empty.
  const { region, city, district } = pickedArea(regions, picked);
  const firstDelivery = useFirstDelivery(district?.id);

  const chooseRegion = useCallback(
    (regionId: string) => setPicked({ regionId, cityId: '', districtId: '' }),
    [],
  );
  const chooseCity = useCallback(
    (cityId: string) => setPicked((current) => ({ ...current, cityId, districtId: '' })),
    [],
  );
  const chooseDistrict = useCallback(
    (districtId: string) => setPicked((current) => ({ ...current, districtId })),
    [],
  );

  const save = useCallback(() => {
    if (!region || !city || !district) return;
    store.setChoice({
      city: { id: city.id, name: city.name },
      region: { id: region.id },
      district: { id: district.id, name: district.name },
      defaultOrderSource: district.source,
    });
  }, [city, district, region, store]);

  const m = (key: Parameters<typeof validationMessage>[0]) => validationMessage(key, locale);
  const loaded = !loading && regions.length > 0;
  return {
    isLoading: loading,
    hasError,
    retry,
    region: {
      value: region?.id ?? '',
      options: toOptions(regions),
      // While the list loads, the hint it will then show: its line appearing later moved the
      // area and district fields 25 px down in the dialog that opens by itself (issue 14).
      hint: region
        ? undefined
        : loading || loaded
          ? m('mustSelectCity')
          : m('mustSelectCountryFirst'),
      disabled: !loaded,
    },
    city: {
      value: city?.id ?? '',
      options: toOptions(region?.cities ?? []),
      hint: region ? undefined : m('mustSelectCityFirst'),
      disabled: loading || !region,
    },
    district: {
      value: district?.id ?? '',
      options: toOptions(city?.districts ?? []),
      hint:
        !region || !city
          ? m('mustSelectCityFirst')
          : district
            ? undefined
            : m('mustSelectDistrict'),
      disabled: loading || !city,
    },
    chooseRegion,
    chooseCity,
    chooseDistrict,
    firstDeliveryText: firstDelivery.text,
    noDelivery: firstDelivery.isNone,
    canSave: district !== null,
    save,
  };
}
