/**
 * Which concrete types implement each interface of the commerce schema. Apollo's cache needs it
 * (`possibleTypes`) to match a fragment on an interface (`... on ProductInterface`) against a
 * concrete answer; without it the fields of such fragments read back from the cache as missing.
 * A contracts test checks this map against the schema files, so a new product or cart item type
 * cannot be forgotten here.
 */
export const POSSIBLE_TYPES: Readonly<Record<string, readonly string[]>> = {
  CartAddressInterface: ['ShippingCartAddress', 'BillingCartAddress'],
  CartItemInterface: ['SimpleCartItem', 'ConfigurableCartItem', 'BundleCartItem'],
  CategoryInterface: ['CategoryTree'],
  MediaGalleryInterface: ['ProductImage', 'ProductVideo'],
  ProductInterface: ['SimpleProduct', 'ConfigurableProduct', 'GroupedProduct', 'BundleProduct'],
  RoutableInterface: [
    'CmsPage',
    'SimpleProduct',
    'ConfigurableProduct',
    'GroupedProduct',
    'BundleProduct',
    'CategoryTree',
  ],
};
