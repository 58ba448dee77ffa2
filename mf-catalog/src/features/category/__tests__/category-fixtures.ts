// The service's answers for the category Fresh Fruits, shared by the page's tests and the
// per-request renderer's (first-screen/render-page.tsx).
import { productCard } from '@dukkan/build/testing/fixtures';

export const FRESH_FRUITS = {
  __typename: 'CategoryTree',
  type: 'CATEGORY',
  relative_url: 'fruits-and-vegetables/fresh-fruits',
  id: 2,
  uid: 'Mg==',
  name: 'Fresh Fruits',
  url_key: 'fresh-fruits',
  url_path: 'fruits-and-vegetables/fresh-fruits',
  path: '1/2',
  level: 2,
  description: null,
  meta_title: 'Fresh Fruits | Dukkan',
  meta_description: 'Shop fresh fruits online',
  meta_keywords: null,
  children_count: '3',
  children: [
    {
      __typename: 'CategoryTree',
      id: 3,
      name: 'Citrus',
      url_key: 'citrus',
      image: null,
      position: 1,
    },
  ],
  breadcrumbs: [
    {
      __typename: 'Breadcrumb',
      category_id: 1,
      category_uid: 'MQ==',
      category_name: 'Fruits & Vegetables',
      category_url_key: 'fruits-and-vegetables',
    },
  ],
};

const AGGREGATIONS = [
  {
    __typename: 'Aggregation',
    attribute_code: 'category_id',
    label: 'Category',
    count: 3,
    position: 0,
    options: [
      { __typename: 'AggregationOption', label: 'Fruits & Vegetables', count: 30, value: '1' },
      { __typename: 'AggregationOption', label: 'Fresh Fruits', count: 30, value: '2' },
      { __typename: 'AggregationOption', label: 'Citrus', count: 22, value: '3' },
    ],
  },
  {
    __typename: 'Aggregation',
    attribute_code: 'brand',
    label: 'Brand',
    count: 1,
    position: 1,
    options: [{ __typename: 'AggregationOption', label: 'Juhayna', count: 4, value: 'juhayna' }],
  },
  {
    __typename: 'Aggregation',
    attribute_code: 'price',
    label: 'Price',
    count: 2,
    position: 2,
    options: [
      { __typename: 'AggregationOption', label: '0-25', count: 10, value: '0_25' },
      { __typename: 'AggregationOption', label: '25-50', count: 20, value: '25_50' },
    ],
  },
];

export function productsPage(page: number, withAggregations: boolean) {
  const count = page === 1 ? 24 : 6;
  const first = (page - 1) * 24 + 1;
  return {
    products: {
      __typename: 'Products',
      total_count: 30,
      page_info: {
        __typename: 'SearchResultPageInfo',
        current_page: page,
        page_size: 24,
        total_pages: 2,
      },
      ...(withAggregations
        ? {
            aggregations: AGGREGATIONS,
            sort_fields: { __typename: 'SortFields', default: 'position', options: [] },
          }
        : {}),
      items: Array.from({ length: count }, (_, i) => ({
        ...productCard({
          id: first + i,
          name: `Fruit ${first + i}`,
          url_key: `fruit-${first + i}`,
        }),
        rating_summary: i === 0 ? 80 : 0,
        review_count: i === 0 ? 5 : 0,
      })),
    },
  };
}

const offer = (id: number, sort: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Offer',
  id,
  sort,
  title: `Offer ${id}`,
  description: `About offer ${id}`,
  button_text: 'Shop now',
  offer_url: '/deals',
  image_url: `/media/offer/${id}.svg`,
  responsive_image_url: `/media/offer/${id}.svg?mobile=1`,
  promocode: null,
  ...overrides,
});

/** The offers of category 2 (Fresh Fruits); other categories have none. */
export const OFFERS = [
  offer(8, 2, { title: 'Free delivery on fruit' }),
  offer(7, 1, { title: 'Fruit week', promocode: 'FRUIT10' }),
];
