import { catalogueEn } from './en/catalogue';

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
    installments: 'Installments',
    partners: 'Our partners',
    brands: 'Brands',
    brand: 'Brand',
    deals: 'Deals',
    featured: 'Featured category',
    'view-more': 'More products',
    'url-resolver': 'Category or product',
    fallback: 'Page',
  },
  productCard: {
    new: 'New',
    previousPrice: 'Previous price',
    chooseOptions: 'Choose options',
  },
  productGrid: {
    label: 'Products',
  },
  price: {
    startsFrom: 'Starts from',
    perUnit: '/ {{unit}}',
    perStep: '{{price}} per {{step}} {{unit}}',
  },
  units: {
    kg: 'kg',
    g: 'g',
    piece: 'piece',
  },
  currency: {
    EGP: 'EGP',
  },
  stock: {
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    onlyLeft: 'Only {{left}}{{unit}} left',
  },
  common: {
    loading: 'Loading',
    loadFailed: 'This could not be loaded. Please try again.',
    retry: 'Try again',
    shopNow: 'Shop Now',
    breadcrumb: 'Breadcrumb',
    listSeparator: ', ',
  },
  home: {
    bannerTitle: '10% off and free delivery',
    bannerText:
      'On all online orders. Fresh groceries and electronics delivered from your nearest store.',
    categoriesTitle: 'Shop by category',
    bestsellersTitle: 'Bestsellers',
    dealsTitle: 'Deals',
    allDeals: 'See all deals',
  },
  category: {
    count: 'Products: {{formatted}}',
    empty: 'No products match these filters. Try removing some of them.',
    showing: 'Showing {{shown}} of {{total}} products',
    loadMore: 'Load more',
  },
  facets: {
    title: 'Filters',
    category: 'Category',
    brand: 'Brand',
    price: 'Price',
    anyPrice: 'Any price',
    priceRange: '{{currency}} {{from}} to {{to}}',
    clear: 'Clear filters',
  },
  sort: {
    label: 'Sort by',
    position_ASC: 'Recommended',
    bestseller_ASC: 'Bestsellers',
    newest_DESC: 'Newest',
    price_ASC: 'Price: low to high',
    price_DESC: 'Price: high to low',
    name_ASC: 'Name: A to Z',
    name_DESC: 'Name: Z to A',
  },
  featured: {
    subcategories: 'Subcategories',
  },
  brands: {
    count: 'Products: {{formatted}}',
  },
  ...catalogueEn,
};

export type CatalogMessages = typeof en;
