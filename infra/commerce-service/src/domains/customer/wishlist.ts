/**
 * Wishlist (Magento 2.4 shapes). One wishlist per customer, created on first use. The wishlist id
 * given to the mutations must be the token's customer's own.
 */
import type { GqlContext } from '../../graphql/context';
import { requireCustomer } from './customers';
import { inputError, notAuthorized } from './errors';
import { productForCustomerDomain } from './products';
import { paging } from './validation';

export interface WishlistView {
  id: string;
  customerId: number;
  items_count: number;
  updated_at: string;
}

export interface WishlistItemView {
  id: string;
  quantity: number;
  description: string | null;
  added_at: string;
  productId: number;
}

interface UserError {
  message: string;
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
}

export const MAX_WISHLIST_ITEMS = 200;

async function ensureWishlist(
  ctx: GqlContext,
  customerId: number,
): Promise<{ id: number; updated_at: Date }> {
  const existing = await ctx.db
    .selectFrom('wishlists')
    .select(['id', 'updated_at'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (existing) return existing;
  const now = ctx.config.now();
  await ctx.db
    .insertInto('wishlists')
    .values({ customer_id: customerId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  return ctx.db
    .selectFrom('wishlists')
    .select(['id', 'updated_at'])
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
}

async function view(ctx: GqlContext, customerId: number): Promise<WishlistView> {
  const w = await ensureWishlist(ctx, customerId);
  const count = await ctx.db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('wishlist_id', '=', w.id)
    .executeTakeFirstOrThrow();
  return {
    id: String(w.id),
    customerId,
    items_count: Number(count.n),
    updated_at: new Date(w.updated_at).toISOString(),
  };
}

export function wishlistOf(ctx: GqlContext, customerId: number): Promise<WishlistView> {
  return view(ctx, customerId);
}

export async function items(
  ctx: GqlContext,
  w: WishlistView,
  currentPage: unknown,
  pageSize: unknown,
) {
  if (ctx.customerId !== w.customerId) throw notAuthorized();
  const page = paging(pageSize, currentPage, {
    pageSize: 20,
    maxPageSize: ctx.config.limits.maxPageSize,
  });
  const rows = await ctx.db
    .selectFrom('wishlist_items')
    .selectAll()
    .where('wishlist_id', '=', Number(w.id))
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
    .execute();
  return {
    items: rows.map((r): WishlistItemView => ({
      id: String(r.id),
      quantity: Number(r.quantity),
      description: r.description,
      added_at: new Date(r.added_at).toISOString(),
      productId: r.product_id,
    })),
    page_info: {
      current_page: page.currentPage,
      page_size: page.pageSize,
      total_pages: Math.ceil(w.items_count / page.pageSize),
    },
  };
}

export function itemProduct(ctx: GqlContext, item: WishlistItemView) {
  return productForCustomerDomain(ctx, item.productId);
}

/** The wishlist id argument must be the signed-in customer's own wishlist. */
async function ownWishlist(
  ctx: GqlContext,
  rawId: unknown,
): Promise<{ customerId: number; wishlistId: number }> {
  const customerId = requireCustomer(ctx);
  const idText = typeof rawId === 'number' ? String(rawId) : rawId;
  if (typeof idText !== 'string' || !/^\d{1,9}$/.test(idText)) {
    throw inputError(
      '"wishlistId" must be a wishlist id.',
      '"wishlistId" يجب أن يكون رقم قائمة أمنيات.',
      {
        field: 'wishlistId',
      },
    );
  }
  const own = await ensureWishlist(ctx, customerId);
  if (own.id !== Number(idText)) throw notAuthorized();
  return { customerId, wishlistId: own.id };
}

function quantity(raw: unknown): number {
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw <= 0 || raw > 10_000) {
    throw inputError(
      '"quantity" must be a number above 0 and at most 10000.',
      '"quantity" يجب أن يكون رقماً أكبر من 0 ولا يتجاوز 10000.',
      { field: 'quantity' },
    );
  }
  return Math.round(raw * 1000) / 1000;
}

export async function addProducts(ctx: GqlContext, rawId: unknown, rawItems: unknown) {
  const { customerId, wishlistId } = await ownWishlist(ctx, rawId);
  if (!Array.isArray(rawItems) || rawItems.length === 0 || rawItems.length > 50) {
    throw inputError(
      '"wishlistItems" must list 1 to 50 products.',
      '"wishlistItems" يجب أن يحتوي من 1 إلى 50 منتجاً.',
      { field: 'wishlistItems' },
    );
  }
  const wanted = rawItems.map((raw) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const sku = typeof item.sku === 'string' ? item.sku.trim() : '';
    if (sku === '' || sku.length > 64) {
      throw inputError('"sku" is required.', 'الحقل "sku" مطلوب.', { field: 'sku' });
    }
    return { sku, quantity: quantity(item.quantity) };
  });
  const products = await ctx.db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where(
      'sku',
      'in',
      wanted.map((w) => w.sku),
    )
    .execute();
  const bySku = new Map(products.map((p) => [p.sku, p.id]));
  const userErrors: UserError[] = [];
  const now = ctx.config.now();
  const present = new Set(
    (
      await ctx.db
        .selectFrom('wishlist_items')
        .select('product_id')
        .where('wishlist_id', '=', wishlistId)
        .execute()
    ).map((r) => r.product_id),
  );
  for (const w of wanted) {
    const productId = bySku.get(w.sku);
    if (productId === undefined) {
      userErrors.push({
        code: 'PRODUCT_NOT_FOUND',
        message: `Could not find a product with SKU "${w.sku}"`,
      });
      continue;
    }
    if (!present.has(productId) && present.size >= MAX_WISHLIST_ITEMS) {
      userErrors.push({
        code: 'UNDEFINED',
        message: `The wishlist can hold at most ${MAX_WISHLIST_ITEMS} products.`,
      });
      continue;
    }
    // Adding a product already listed only updates its quantity (Magento behaviour).
    await ctx.db
      .insertInto('wishlist_items')
      .values({
        wishlist_id: wishlistId,
        product_id: productId,
        quantity: w.quantity,
        added_at: now,
        description: null,
      })
      .onConflict((oc) =>
        oc.columns(['wishlist_id', 'product_id']).doUpdateSet({ quantity: w.quantity }),
      )
      .execute();
    present.add(productId);
  }
  await ctx.db
    .updateTable('wishlists')
    .set({ updated_at: now })
    .where('id', '=', wishlistId)
    .execute();
  return { wishlist: await view(ctx, customerId), user_errors: userErrors };
}

export async function removeProducts(ctx: GqlContext, rawId: unknown, rawItemIds: unknown) {
  const { customerId, wishlistId } = await ownWishlist(ctx, rawId);
  if (!Array.isArray(rawItemIds) || rawItemIds.length === 0 || rawItemIds.length > 200) {
    throw inputError(
      '"wishlistItemsIds" must list 1 to 200 item ids.',
      '"wishlistItemsIds" يجب أن يحتوي من 1 إلى 200 عنصر.',
      { field: 'wishlistItemsIds' },
    );
  }
  const ids = rawItemIds.map((raw: unknown) => {
    const text = typeof raw === 'number' ? String(raw) : raw;
    if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) {
      throw inputError(
        '"wishlistItemsIds" must be item ids.',
        '"wishlistItemsIds" يجب أن تكون أرقام عناصر.',
        {
          field: 'wishlistItemsIds',
        },
      );
    }
    return Number(text);
  });
  const found = await ctx.db
    .selectFrom('wishlist_items')
    .select('id')
    .where('wishlist_id', '=', wishlistId)
    .where('id', 'in', ids)
    .execute();
  const foundIds = new Set(found.map((r) => r.id));
  const userErrors: UserError[] = ids
    .filter((id) => !foundIds.has(id))
    .map((id) => ({
      code: 'UNDEFINED' as const,
      message: `The wishlist item with ID "${id}" does not belong to the wishlist`,
    }));
  if (foundIds.size > 0) {
    await ctx.db
      .deleteFrom('wishlist_items')
      .where('wishlist_id', '=', wishlistId)
      .where('id', 'in', [...foundIds])
      .execute();
    await ctx.db
      .updateTable('wishlists')
      .set({ updated_at: ctx.config.now() })
      .where('id', '=', wishlistId)
      .execute();
  }
  return { wishlist: await view(ctx, customerId), user_errors: userErrors };
}
