import { useQuery } from '@apollo/client/react';
import { AllStoresDocument } from '../graphql/__generated__/all-stores';
import type { AllStoresQuery } from '../graphql/__generated__/all-stores';

type StoreData = NonNullable<NonNullable<AllStoresQuery['getAllStores']>[number]>;

export interface StoreView {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  hours: { days: string; open: string; close: string }[];
  /** A map search for the store's coordinates, when it has them. */
  mapUrl: string | null;
}

export interface CityStores {
  city: string;
  stores: StoreView[];
}

/** Active stores grouped by city (cities and stores by name, in the page language's order). */
export function groupByCity(
  stores: ReadonlyArray<StoreData | null> | null | undefined,
  locale: string,
): CityStores[] {
  const collator = new Intl.Collator(locale);
  const groups = new Map<string, StoreView[]>();
  for (const store of stores ?? []) {
    if (!store || store.is_active === false) continue;
    const city = store.city?.name ?? '';
    const list = groups.get(city) ?? [];
    list.push({
      id: String(store.id ?? store.code ?? store.name),
      name: store.name ?? '',
      address: store.address ?? null,
      phone: store.phone_number ?? null,
      hours: (store.working_hours ?? []).flatMap((entry) =>
        entry?.days && entry.open && entry.close
          ? [{ days: entry.days, open: entry.open, close: entry.close }]
          : [],
      ),
      mapUrl:
        typeof store.latitude === 'number' && typeof store.longitude === 'number'
          ? `https://www.google.com/maps/search/?api=1&query=${store.latitude},${store.longitude}`
          : null,
    });
    groups.set(city, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([city, list]) => ({
      city,
      stores: list.sort((a, b) => collator.compare(a.name, b.name)),
    }));
}

/**
 * The stores page's list: every active store (getAllStores) grouped by city, with its address,
 * phone, working hours and a map link.
 */
export function useStores(locale: string) {
  const { data, loading, error, refetch } = useQuery(AllStoresDocument);
  return {
    cities: groupByCity(data?.getAllStores, locale),
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
