// The harness's product for AddToCart: a real product of the service by sku (`?sku=`; the
// weighed Mangoes DK-000006 by default), mapped to the ProductSummary a product card passes.
import { gql } from '@apollo/client';
import { print } from 'graphql';
import { DEFAULT_CART_CONTROL, priceBefore, productStock, productTypeOf } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';

const HARNESS_PRODUCT = gql`
  query HarnessProduct($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        __typename
        id
        sku
        name
        url_key
        only_x_left_in_stock
        small_image {
          url
        }
        cart_control {
          increment_step
          min_amount
          max_amount
          unit
        }
        price_range {
          maximum_price {
            regular_price {
              value
            }
            final_price {
              value
            }
          }
        }
      }
    }
  }
`;

interface HarnessProductData {
  products: {
    items: {
      __typename: string;
      id: number;
      sku: string;
      name: string;
      url_key: string;
      only_x_left_in_stock: number | null;
      small_image: { url: string | null } | null;
      cart_control: {
        increment_step: number | null;
        min_amount: number | null;
        max_amount: number | null;
        unit: string | null;
      } | null;
      price_range: {
        maximum_price: {
          regular_price: { value: number | null } | null;
          final_price: { value: number | null } | null;
        } | null;
      };
    }[];
  } | null;
}

export async function loadHarnessProduct(
  sku: string,
  source: string,
): Promise<ProductSummary | null> {
  const params = new URLSearchParams({
    query: print(HARNESS_PRODUCT),
    variables: JSON.stringify({ sku }),
    source,
  });
  const response = await fetch(`/graphql?${params.toString()}`);
  const body = (await response.json()) as { data?: HarnessProductData };
  const item = body.data?.products?.items[0];
  if (!item) return null;
  const type = productTypeOf(item.__typename);
  const price = item.price_range.maximum_price?.final_price?.value ?? null;
  const control = item.cart_control;
  return {
    id: String(item.id),
    sku: item.sku,
    name: item.name,
    urlKey: item.url_key,
    type,
    imageUrl: item.small_image?.url ?? null,
    price,
    priceBefore: priceBefore(item.price_range.maximum_price?.regular_price?.value, price),
    stock: productStock(type, item.only_x_left_in_stock),
    isNew: false,
    categoryIds: [],
    cartControl: {
      incrementStep: control?.increment_step || DEFAULT_CART_CONTROL.incrementStep,
      minAmount: control?.min_amount ?? DEFAULT_CART_CONTROL.minAmount,
      maxAmount: control?.max_amount ?? DEFAULT_CART_CONTROL.maxAmount,
      unit: control?.unit ?? DEFAULT_CART_CONTROL.unit,
    },
  };
}
