import { gql } from '@apollo/client';

/** RegionsForCountry (shell spec section 7): regions with their cities, districts and stores. */
export const REGIONS_FOR_COUNTRY_QUERY = gql`
  query RegionsForCountry($countryId: String!, $isActive: Boolean) {
    regionsForCountry(countryId: $countryId, is_active: $isActive) {
      id
      name
      is_active
      cities {
        id
        name
        is_active
        districts {
          id
          name
          is_active
          source_code
          available_store {
            code
          }
        }
      }
    }
  }
`;

export interface DistrictData {
  id: number | null;
  name: string | null;
  is_active: boolean | null;
  source_code: string | null;
  available_store: { code: string | null } | null;
}

export interface CityData {
  id: number | null;
  name: string | null;
  is_active: boolean | null;
  districts: (DistrictData | null)[] | null;
}

export interface RegionData {
  id: number | null;
  name: string | null;
  is_active: boolean | null;
  cities: (CityData | null)[] | null;
}

/** The RegionsForCountry answer, as selected above. */
export interface RegionsForCountryData {
  regionsForCountry: (RegionData | null)[] | null;
}
