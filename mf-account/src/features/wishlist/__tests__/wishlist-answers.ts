// Service answers of the wishlist operations, shaped as the commerce service gives them.
import type { ProductCardFieldsFragment } from '@dukkan/contracts';
import { productCard } from '@dukkan/build/testing/fixtures';

type Listed = Pick<ProductCardFieldsFragment, 'id' | 'sku'>;

/** The item id of a listed product (one per product, as the service keeps them). */
export const itemIdOf = (product: Listed) => String(900 + (product.id ?? 0));

const items = (products: Listed[]) => ({
  __typename: 'WishlistItems' as const,
  items: products.map((product) => ({
    __typename: 'WishlistItem' as const,
    id: itemIdOf(product),
    product: { __typename: 'SimpleProduct' as const, id: product.id, sku: product.sku },
  })),
});

/** `...WishlistStateFields` of a wishlist holding `products` (all on the first page). */
export function wishlistState(products: Listed[]) {
  return {
    __typename: 'Wishlist' as const,
    id: '12',
    items_count: products.length,
    first: items(products),
    second: { __typename: 'WishlistItems' as const, items: [] },
  };
}

export function stateAnswer(products: Listed[]) {
  return () => ({
    customer: { __typename: 'Customer', id: 1, wishlist: wishlistState(products) },
  });
}

export function addAnswer(
  products: ProductCardFieldsFragment[],
  userErrors: { code: string; message: string }[] = [],
) {
  const newest = products[0];
  return () => ({
    addProductsToWishlist: {
      __typename: 'AddProductsToWishlistOutput',
      wishlist: {
        ...wishlistState(products),
        latest: {
          __typename: 'WishlistItems',
          items: newest
            ? [{ __typename: 'WishlistItem', id: itemIdOf(newest), product: newest }]
            : [],
        },
      },
      user_errors: userErrors.map((error) => ({ __typename: 'WishListUserInputError', ...error })),
    },
  });
}

export function removeAnswer(
  products: Listed[],
  userErrors: { code: string; message: string }[] = [],
) {
  return () => ({
    removeProductsFromWishlist: {
      __typename: 'RemoveProductsFromWishlistOutput',
      wishlist: wishlistState(products),
      user_errors: userErrors.map((error) => ({ __typename: 'WishListUserInputError', ...error })),
    },
  });
}

/** One page of the wishlist page, newest first. */
export function pageAnswer(products: ProductCardFieldsFragment[], totalPages = 1) {
  return () => ({
    customer: {
      __typename: 'Customer',
      id: 1,
      wishlist: {
        __typename: 'Wishlist',
        id: '12',
        items_count: products.length,
        items_v2: {
          __typename: 'WishlistItems',
          items: products.map((product) => ({
            __typename: 'WishlistItem',
            id: itemIdOf(product),
            quantity: 1,
            added_at: '2026-11-20T10:00:00Z',
            product,
          })),
          page_info: {
            __typename: 'SearchResultPageInfo',
            current_page: 1,
            page_size: 20,
            total_pages: totalPages,
          },
        },
      },
    },
  });
}

export { productCard };
