import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/*
 * The listing table (migration 015) checked against a fresh computation: used by the listing
 * suite and the catalogue import's.
 */

/** Rows of the listing that a direct query of products, stock and categories disagrees with. */
export async function listingDrift(svc: { db: Kysely<Database> }, now: Date): Promise<number> {
  const expected = sql`
    select s.code as source_code, p.id as product_id,
      coalesce((select array_agg(distinct pc.category_id order by pc.category_id) from product_categories pc
                where pc.product_id = p.id), '{}') as category_ids,
      p.brand_id,
      (case when p.special_price is not null
              and (p.special_from_date is null or p.special_from_date <= ${now})
              and (p.special_to_date is null or ${now} < p.special_to_date + interval '1 day')
            then least(p.special_price, coalesce(ps.price, p.price))
            else coalesce(ps.price, p.price) end)::numeric(12,2) as price,
      p.created_at, p.bestseller_rank
    from products p cross join (select code from stock_sources union all select '') s
      left join product_stock ps on ps.product_id = p.id and ps.source_code = s.code
    where p.visible`;
  const actual = sql`select source_code, product_id, category_ids, brand_id, price, created_at, bestseller_rank
    from catalog_listing`;
  const { rows } = await sql<{ n: number }>`
    select ((select count(*) from ((${expected}) except (${actual})) a)
          + (select count(*) from ((${actual}) except (${expected})) b))::int as n`.execute(svc.db);
  return rows[0]?.n ?? -1;
}

/** Count cells that differ from a regrouping of the listing. */
export async function countsDrift(svc: { db: Kysely<Database> }): Promise<number> {
  const expected = sql`
    select source_code, x as category_id, d.dim, d.value, count(*)::int as n
      from catalog_listing, unnest(category_ids || 0) x,
        lateral (values (1::smallint, coalesce(brand_id, 0)), (2::smallint, floor(price / 5)::int),
                        (4::smallint, ceil(price / 5)::int)) d(dim, value)
      group by 1, 2, 3, 4
    union all
    select source_code, x, 3::smallint, y, count(*)::int
      from catalog_listing, unnest(category_ids || 0) x, unnest(category_ids) y group by 1, 2, 3, 4`;
  const actual = sql`select source_code, category_id, dim, value, n from catalog_listing_counts where n <> 0`;
  const { rows } = await sql<{ n: number }>`
    select ((select count(*) from ((${expected}) except (${actual})) a)
          + (select count(*) from ((${actual}) except (${expected})) b))::int as n`.execute(svc.db);
  return rows[0]?.n ?? -1;
}
