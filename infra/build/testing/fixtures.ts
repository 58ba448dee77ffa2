// Answers as the commerce service gives them, typed by the generated fragment types, for tests
// of every package (one product shape instead of one per remote).
import type { ProductCardFieldsFragment } from '@dukkan/contracts';

/** A Money answer (`...MoneyFields`). */
export function money(value: number | null): { __typename: 'Money'; value: number | null } {
  return { __typename: 'Money', value };
}

/** The `price_range` of a product with a final and a regular price. */
export function priceRange(
  final: number | null,
  regular: number | null = final,
): ProductCardFieldsFragment['price_range'] {
  return {
    __typename: 'PriceRange',
    maximum_price: {
      __typename: 'ProductPrice',
      final_price: money(final),
      regular_price: money(regular),
    },
  };
}

/** The `cart_control` of a product sold by weight: 0.25 kg steps, from 0.25 up to 10 kg. */
export const LOOSE_WEIGHT: ProductCardFieldsFragment['cart_control'] = {
  __typename: 'CartControl',
  increment_step: 0.25,
  min_amount: 0.25,
  max_amount: 10,
  unit: 'kg',
};

/**
 * A simple product as `...ProductCardFields` answers it (id 6, Mangoes, 55.95 EGP, 30 in stock,
 * steps of 1 up to 10); every field can be overridden.
 */
export function productCard(
  overrides: Partial<ProductCardFieldsFragment> = {},
): ProductCardFieldsFragment {
  const id = overrides.id ?? 6;
  return {
    __typename: 'SimpleProduct',
    id,
    uid: `product-${id}`,
    sku: `DK-${id}`,
    name: 'Mangoes',
    url_key: `mangoes-${id}`,
    small_image: { __typename: 'ProductImage', url: `/media/${id}.svg`, label: 'Mangoes' },
    categories: [{ __typename: 'CategoryTree', id: 2 }],
    attributes: [],
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    new_from_date: null,
    new_to_date: null,
    only_x_left_in_stock: 30,
    price_range: priceRange(55.95),
    cart_control: {
      __typename: 'CartControl',
      increment_step: 1,
      min_amount: 1,
      max_amount: 10,
      unit: null,
    },
    ...overrides,
  };
}

/**
 * The shell's StoreConfig answer (contracts `graphql/store-config.graphql`), as the seeded store
 * gives it in English: every page titles itself by its title settings.
 */
export function storeConfigAnswer(
  settings: Partial<Record<'default_title' | 'title_prefix' | 'title_suffix', string>> = {},
) {
  return {
    storeConfig: {
      __typename: 'StoreConfig' as const,
      promo_banner: null,
      customer_support_phone: null,
      default_description: null,
      default_title: 'Dukkan - Groceries and electronics delivered',
      title_prefix: '',
      title_suffix: ' | Dukkan',
      ...settings,
    },
  };
}
