/** English texts of the catalog remote. The Arabic file must have exactly these keys. */
export const en = {
  routes: {
    home: 'Home',
    about: 'About us',
    contact: 'Contact us',
    faqs: 'Frequently asked questions',
    stores: 'Our stores',
    return: 'Returns and refunds',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    'loyalty-points-system': 'Loyalty points system',
    brands: 'Brands',
    brand: 'Brand',
    deals: 'Deals',
    featured: 'Featured category',
    'view-more': 'More products',
    'url-resolver': 'Category or product',
    fallback: 'Page',
  },
  params: {
    slug: 'Brand: {{value}}',
    categorySlug: 'Category: {{value}}',
    code: 'List: {{value}}',
    urlKey: 'Category or product: {{value}}',
    path: 'Path: {{value}}',
    other: '{{name}}: {{value}}',
  },
  pending: {
    notBuilt: 'This page is not built yet.',
  },
  productCard: {
    new: 'New',
    previousPrice: 'Previous price',
  },
  productGrid: {
    label: 'Products',
  },
};

export type CatalogMessages = typeof en;
