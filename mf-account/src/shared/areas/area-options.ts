import type { RegionsForCountryQuery } from './graphql/__generated__/regions-for-country';

/** One region of the RegionsForCountry answer, as the service sends it. */
type RegionAnswer = NonNullable<RegionsForCountryQuery['regionsForCountry']>[number];

/** A district that can take deliveries: it has a store (stock source). */
export interface AreaDistrict {
  id: string;
  /** What CreateAddress takes as `district` (the code, else the numeric id the service accepts). */
  code: string;
  name: string;
  /** Stock source code of the district's store, saved as the choice's defaultOrderSource. */
  source: string;
}

export interface AreaCity {
  id: string;
  /** What CreateAddress takes as `city` (the code, else the numeric id). */
  code: string;
  name: string;
  districts: AreaDistrict[];
}

export interface AreaRegion {
  id: string;
  /** The region's code (`region.region_code` of an address), empty when the service has none. */
  code: string;
  name: string;
  cities: AreaCity[];
}

/**
 * The areas offered in the select-area dialog and the address form (shell spec section 3): only
 * active regions, cities and districts; a district only with an available store; a city only
 * with such districts; a region only with such cities.
 */
export function deliverableRegions(
  regions: readonly RegionAnswer[] | null | undefined,
): AreaRegion[] {
  const result: AreaRegion[] = [];
  for (const region of regions ?? []) {
    if (!region || region.is_active !== true || region.id === null) continue;
    const cities: AreaCity[] = [];
    for (const city of region.cities ?? []) {
      if (!city || city.is_active !== true || city.id === null) continue;
      const districts: AreaDistrict[] = [];
      for (const district of city.districts ?? []) {
        if (!district || district.is_active !== true || district.id === null) continue;
        const source = district.available_store?.code ?? null;
        if (!source) continue;
        const id = String(district.id);
        districts.push({ id, code: district.code || id, name: district.name ?? '', source });
      }
      if (districts.length > 0) {
        const id = String(city.id);
        cities.push({ id, code: city.code || id, name: city.name ?? '', districts });
      }
    }
    if (cities.length > 0)
      result.push({
        id: String(region.id),
        code: region.code ?? '',
        name: region.name ?? '',
        cities,
      });
  }
  return result;
}

/** The region, city and district of `regions` picked by their ids (null where not offered). */
export function pickedArea(
  regions: readonly AreaRegion[],
  ids: { regionId?: string | null; cityId?: string | null; districtId?: string | null },
) {
  const region = regions.find((item) => item.id === ids.regionId) ?? null;
  const city = region?.cities.find((item) => item.id === ids.cityId) ?? null;
  const district = city?.districts.find((item) => item.id === ids.districtId) ?? null;
  return { region, city, district };
}
