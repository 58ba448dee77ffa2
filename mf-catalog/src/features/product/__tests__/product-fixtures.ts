// Mangoes as the service answers ProductDetail: a loose-weight product (0.25 kg steps), for the
// product page's tests and the per-request renderer's.
import { LOOSE_WEIGHT, priceRange, productCard } from '@dukkan/build/testing/fixtures';

/** Mangoes as ProductDetail answers it; `overrides` replace its fields. */
export function mangoes(overrides: Record<string, unknown> = {}) {
  return {
    ...productCard({
      id: 6,
      sku: 'DK-000006',
      name: 'Mangoes',
      url_key: 'mangoes-6',
      special_price: 55.95,
      price_range: priceRange(55.95, 68.95),
      cart_control: LOOSE_WEIGHT,
    }),
    categories: [
      {
        __typename: 'CategoryTree',
        id: 5,
        name: 'Bananas & Tropical',
        url_key: 'bananas-and-tropical',
        section: 'NON_ELECTRONICS',
      },
    ],
    image: { __typename: 'ProductImage', url: '/media/6.svg', label: 'Mangoes' },
    media_gallery: [
      {
        __typename: 'ProductImage',
        url: '/media/6.svg',
        label: 'Mangoes',
        position: 1,
        disabled: false,
      },
    ],
    short_description: { __typename: 'ComplexTextValue', html: 'Sweet Egyptian mangoes.' },
    description: {
      __typename: 'ComplexTextValue',
      html: '<p>Ripe <strong>today</strong>.</p><ul><li>Delivered from your nearest Dukkan store</li></ul>',
    },
    brand: null,
    rating_summary: 90,
    review_count: 12,
    meta_title: 'Mangoes | Dukkan',
    meta_description: 'Mangoes by the kilo',
    meta_keyword: null,
    product_featured_attributes: [],
    size_chart: null,
    ...overrides,
  };
}
