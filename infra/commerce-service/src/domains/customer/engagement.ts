/**
 * Newsletter, contact form, stock-back notifications, product view tracking and previously
 * purchased products.
 */
import { sql, type Kysely } from 'kysely';
import type { ServiceConfig } from '../../config';
import type { Database } from '../../db/schema';
import { storefrontPage } from '../../links';
import type { MessageWriter } from '../../messages/messenger';
import type { GqlContext } from '../../graphql/context';
import { productsByIds } from '../catalog/product-data';
import { requireCustomer } from './customers';
import { alreadyExists, inputError, noSuchEntity } from './errors';
import { RATE_RULES, hitRateLimit } from './rate-limit';
import {
  normaliseEmail,
  normalisePhone,
  optionalText,
  paging,
  positiveInt,
  requiredText,
} from './validation';

/** Where contact-form messages are e-mailed (the store's customer service inbox). */
export const CUSTOMER_SERVICE_EMAIL = 'customer-service@dukkan.eg';

export const NEWSLETTER_DUPLICATE = {
  en: 'This email address is already subscribed.',
  ar: 'هذا البريد الإلكتروني مشترك بالفعل.',
};

export async function subscribeNewsletter(ctx: GqlContext, rawEmail: unknown) {
  const email = normaliseEmail(rawEmail);
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.newsletterPerIp, ctx.ip, now);
  const existing = await ctx.db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing?.status === 'SUBSCRIBED')
    throw alreadyExists(NEWSLETTER_DUPLICATE.en, NEWSLETTER_DUPLICATE.ar);
  await ctx.db.transaction().execute(async (trx) => {
    if (existing) {
      await trx
        .updateTable('newsletter_subscribers')
        .set({ status: 'SUBSCRIBED', customer_id: ctx.customerId })
        .where('id', '=', existing.id)
        .execute();
    } else {
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({ email, status: 'SUBSCRIBED', customer_id: ctx.customerId, created_at: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Lost a race with an identical request: it is subscribed already.
      if (!inserted) throw alreadyExists(NEWSLETTER_DUPLICATE.en, NEWSLETTER_DUPLICATE.ar);
    }
    await ctx.messages.enqueue(trx, {
      kind: 'newsletter',
      locale: ctx.locale,
      channel: 'email',
      to: email,
      subject:
        ctx.locale === 'ar'
          ? 'تم الاشتراك في النشرة البريدية'
          : 'Subscribed to the Dukkan newsletter',
      body:
        ctx.locale === 'ar'
          ? 'شكراً لاشتراكك في نشرة دكان البريدية.'
          : 'Thank you for subscribing to the Dukkan newsletter.',
    });
  });
  return { status: 'SUBSCRIBED' as const };
}

export async function contactUs(ctx: GqlContext, input: Record<string, unknown>) {
  const name = requiredText(input.name, 'name', 100);
  const email = normaliseEmail(input.email);
  const reason = requiredText(input.reason_of_contact, 'reason_of_contact', 100);
  const phone = normalisePhone(input.phone_number);
  const description = requiredText(input.description, 'description', 2000);
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.contactPerIp, ctx.ip, now);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_messages')
      .values({
        customer_id: ctx.customerId,
        name,
        email,
        reason_of_contact: reason,
        phone_number: phone,
        description,
        ip: ctx.ip,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.messages.enqueue(trx, {
      kind: 'contact_form',
      locale: 'en',
      channel: 'email',
      to: CUSTOMER_SERVICE_EMAIL,
      subject: `Contact form #${row.id}: ${reason}`,
      body: `From: ${name} <${email}>, phone ${phone}\nReason: ${reason}\n\n${description}`,
    });
  });
  return { status: true };
}

async function assertProduct(ctx: GqlContext, rawId: unknown): Promise<number> {
  const id = positiveInt(rawId, 'product_id');
  const product = await ctx.db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!product) {
    throw noSuchEntity(
      `The product with ID "${id}" does not exist.`,
      `المنتج رقم "${id}" غير موجود.`,
    );
  }
  return id;
}

/**
 * Stock-back subscription: an e-mail or a phone number is required; a signed-in customer who gives
 * neither is subscribed with their own. Subscribing twice is harmless (same answer).
 */
export async function subscribeStockBack(
  ctx: GqlContext,
  rawProductId: unknown,
  rawEmail: unknown,
  rawPhone: unknown,
) {
  const productId = await assertProduct(ctx, rawProductId);
  let email = optionalText(rawEmail, 'email', 254) === null ? null : normaliseEmail(rawEmail);
  let phone = optionalText(rawPhone, 'phone_number', 32) === null ? null : normalisePhone(rawPhone);
  if (email === null && phone === null && ctx.customerId !== null) {
    const me = await ctx.db
      .selectFrom('customers')
      .select(['email', 'phone_number'])
      .where('id', '=', ctx.customerId)
      .executeTakeFirst();
    email = me?.email ?? null;
    phone = me?.phone_number ?? null;
  }
  if (email === null && phone === null) {
    throw inputError(
      'Please enter an email address or a phone number.',
      'يرجى إدخال بريد إلكتروني أو رقم هاتف.',
      { field: 'email' },
    );
  }
  const now = ctx.config.now();
  await hitRateLimit(ctx.db, RATE_RULES.stockBackPerIp, ctx.ip, now);
  let duplicate = ctx.db
    .selectFrom('stock_back_subscriptions')
    .select('id')
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null);
  duplicate =
    ctx.customerId !== null
      ? duplicate.where('customer_id', '=', ctx.customerId)
      : duplicate.where((eb) =>
          eb.or([
            ...(email !== null ? [eb('email', '=', email)] : []),
            ...(phone !== null ? [eb('phone_number', '=', phone)] : []),
          ]),
        );
  const message = (fresh: boolean) =>
    ctx.locale === 'ar'
      ? fresh
        ? 'سنخبرك عندما يتوفر المنتج مرة أخرى.'
        : 'أنت مشترك بالفعل وسنخبرك عندما يتوفر المنتج.'
      : fresh
        ? 'We will let you know when the product is back in stock.'
        : 'You are already subscribed; we will let you know when the product is back in stock.';
  if (await duplicate.executeTakeFirst()) return { status: true, message: message(false) };
  await ctx.db
    .insertInto('stock_back_subscriptions')
    .values({
      product_id: productId,
      customer_id: ctx.customerId,
      email,
      phone_number: phone,
      notified_at: null,
      created_at: now,
    })
    .execute();
  return { status: true, message: message(true) };
}

export async function stockBackNotificationIds(ctx: GqlContext) {
  const customerId = requireCustomer(ctx);
  const rows = await ctx.db
    .selectFrom('stock_back_subscriptions')
    .select('product_id')
    .distinct()
    .where('customer_id', '=', customerId)
    .where('notified_at', 'is', null)
    .orderBy('product_id')
    .execute();
  return { productIds: rows.map((r) => r.product_id) };
}

export async function trackProductView(
  ctx: GqlContext,
  rawProductId: unknown,
  kind: 'page_view' | 'visit',
) {
  const productId = await assertProduct(ctx, rawProductId);
  await ctx.db
    .insertInto('product_views')
    .values({
      product_id: productId,
      customer_id: ctx.customerId,
      kind,
      source: ctx.source,
      created_at: ctx.config.now(),
    })
    .execute();
  return true;
}

/**
 * Products the customer has ordered (commerce spec: previously purchased, page size 12): distinct
 * visible products of the customer's orders that were not cancelled or left unpaid, the most
 * recently ordered first; `filter.category_id` keeps those in that category.
 */
export async function previouslyPurchasedProducts(
  ctx: GqlContext,
  filter: unknown,
  pageSize: unknown,
  currentPage: unknown,
) {
  const customerId = requireCustomer(ctx);
  const page = paging(pageSize, currentPage, {
    pageSize: 12,
    maxPageSize: ctx.config.limits.maxPageSize,
  });
  const rawCategory = (filter as { category_id?: unknown } | null | undefined)?.category_id ?? null;
  const categoryId = rawCategory === null ? null : positiveInt(rawCategory, 'category_id');
  const bought = sql<{ product_id: number; last: Date }>`
    select oi.product_id, max(o.created_at) as last
    from orders o join order_items oi on oi.order_id = o.id join products p on p.id = oi.product_id
    where o.customer_id = ${customerId} and o.status not in ('canceled', 'payment_failed') and p.visible
      ${categoryId !== null ? sql`and exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${categoryId})` : sql``}
    group by oi.product_id`;
  const [countRow] = (
    await sql<{ n: number }>`select count(*)::int as n from (${bought}) b`.execute(ctx.db)
  ).rows;
  const total = countRow?.n ?? 0;
  const ids = (
    await sql<{
      product_id: number;
    }>`select product_id from (${bought}) b order by last desc, product_id limit ${page.pageSize} offset ${(page.currentPage - 1) * page.pageSize}`.execute(
      ctx.db,
    )
  ).rows.map((r) => r.product_id);
  return {
    items: await productsByIds(ctx, ids),
    total_count: total,
    page_info: {
      current_page: page.currentPage,
      page_size: page.pageSize,
      total_pages: Math.ceil(total / page.pageSize),
    },
  };
}

/**
 * Tells every waiting stock-back subscriber whose product is in stock again (quantity above 0 at
 * any source): each subscription is marked notified by one guarded update, so replicas sweeping at
 * the same time never send twice, and in the same transaction one e-mail (or SMS when only a phone
 * was given) is written to the messages, in English and Arabic with the product's link. Returns how
 * many were notified.
 */
export async function notifyStockBack(deps: {
  db: Kysely<Database>;
  messages: MessageWriter;
  config: ServiceConfig;
}): Promise<number> {
  const { messages, config } = deps;
  return deps.db.transaction().execute(async (db) => {
    const rows = (
      await sql<{
        product_id: number;
        email: string | null;
        phone_number: string | null;
        name: string;
        name_ar: string;
        url_key: string;
      }>`
      with due as (
        update stock_back_subscriptions s set notified_at = ${config.now()}
        where s.notified_at is null
          and exists (select 1 from product_stock ps where ps.product_id = s.product_id and ps.qty > 0)
        returning s.product_id, s.email, s.phone_number
      )
      select due.product_id, due.email, due.phone_number, p.name, p.name_ar, p.url_key
      from due join products p on p.id = due.product_id`.execute(db)
    ).rows;
    for (const row of rows) {
      const en = `Good news: ${row.name} is back in stock. ${storefrontPage(config, 'en', row.url_key)}`;
      const ar = `خبر سعيد: ${row.name_ar} متوفر مرة أخرى. ${storefrontPage(config, 'ar', row.url_key)}`;
      if (row.email !== null)
        await messages.enqueue(db, {
          kind: 'stock_back',
          locale: 'en',
          channel: 'email',
          to: row.email,
          subject: `Back in stock: ${row.name} | عاد إلى المخزون`,
          body: `${en}\n\n${ar}`,
        });
      else if (row.phone_number !== null)
        await messages.enqueue(db, {
          kind: 'stock_back',
          locale: 'en',
          channel: 'sms',
          to: row.phone_number,
          body: `${en}\n${ar}`,
        });
    }
    return rows.length;
  });
}
