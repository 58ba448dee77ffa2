import type { RegionData } from './graphql/regions-for-country.graphql';

/** A district that can take deliveries: it has a store (stock source). */
export interface AreaDistrict {
  id: string;
  name: string;
  /** Stock source code of the district's store, saved as the choice's defaultOrderSource. */
  source: string;
}

export interface AreaCity {
  id: string;
  name: string;
  districts: AreaDistrict[];
}

export interface AreaRegion {
  id: string;
  name: string;
  cities: AreaCity[];
}

/**
 * The areas offered in the select-area dialog (shell spec section 3): only active regions,
 * cities and districts; a district only with an available store; a city only with such
 * districts; a region only with such cities.
 */
export function deliverableRegions(regions: readonly (RegionData | null)[] | null | undefined): AreaRegion[] {
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
        districts.push({ id: String(district.id), name: district.name ?? '', source });
      }
      if (districts.length > 0) cities.push({ id: String(city.id), name: city.name ?? '', districts });
    }
    if (cities.length > 0) result.push({ id: String(region.id), name: region.name ?? '', cities });
  }
  return result;
}
