/** English texts of the wishlist page; the button's are in every-page.ts. */
export const wishlistEn = {
  routes: { 'account-wishlist': 'My wishlist' },
  wishlist: {
    loading: 'Loading your wishlist…',
    loadError: 'Your wishlist could not be loaded.',
    retry: 'Try again',
    empty: 'Your wishlist is empty.',
    emptyHint: 'Press the heart on a product to keep it here.',
    browse: 'Continue shopping',
    count: 'Products: {{count}}',
    remove: 'Remove',
    removeItem: 'Remove {{name}} from the wishlist',
    chooseOptions: 'Choose options',
    pages: 'Wishlist pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{total}}',
  },
};
