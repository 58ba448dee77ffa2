// The shapes of the catalogue documents' answers for the fields they select (the contract test keeps
// the documents valid against the schema; these types follow them). The documents select product
// fields directly rather than through a fragment on ProductInterface: the shell's cache has no
// possibleTypes, so such a fragment would not match a SimpleProduct when read back from the cache.

export interface MoneyValue {
  value: number | null;
}

export interface ImageValue {
  url: string | null;
  label: string | null;
}

export interface AttributeValue {
  key: string | null;
  label: string | null;
  value: string | null;
}

/** The product fields every list and the product page select (what `toProductSummary` reads). */
export interface ProductSummaryData {
  __typename: string;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  small_image?: ImageValue | null;
  categories?: ReadonlyArray<{
    id: number | null;
    name?: string | null;
    url_key?: string | null;
  } | null> | null;
  attributes?: ReadonlyArray<AttributeValue | null> | null;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  new_from_date?: string | null;
  new_to_date?: string | null;
  only_x_left_in_stock?: number | null;
  price_range: {
    maximum_price: { final_price: MoneyValue | null; regular_price: MoneyValue | null } | null;
  } | null;
  cart_control?: {
    increment_step: number | null;
    min_amount: number | null;
    max_amount: number | null;
    unit: string | null;
  } | null;
}
