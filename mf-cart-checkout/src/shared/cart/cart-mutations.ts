// The cart's change documents (add, change, remove, note, merge), in a chunk of their own that
// cart-operations.ts loads when a change is first asked for, or ahead of it when the shopper
// reaches for a cart control and once the cart page is idle (change-documents.ts).
// Each carries the whole CartFields selection: together they were 55 KB raw (about 1 KB gzip,
// the rest repeats the two cart queries) of the cart's first-load script on every page, which
// only reads the cart (issue 14; the `/ar` home was over its 300 KB).
export { AddConfigurableProductsToCartDocument } from './graphql/__generated__/add-configurable-products-to-cart';
export { AddProductsToCartDocument } from './graphql/__generated__/add-products-to-cart';
export { FollowStoreOnCartDocument } from './graphql/__generated__/follow-store-on-cart';
export { MergeCartsDocument } from './graphql/__generated__/merge-carts';
export { RemoveCartItemDocument } from './graphql/__generated__/remove-cart-item';
export { SetCartItemNoteDocument } from './graphql/__generated__/set-cart-item-note';
export { UpdateCartItemsDocument } from './graphql/__generated__/update-cart-items';
