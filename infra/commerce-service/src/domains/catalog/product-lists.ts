import { sql, type RawBuilder } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';

/**
 * The named product lists (`productLists`, the `list` filter): what a `/view-more/{code}` page
 * can show. Each is a predicate on the listing rows `l` at `now`: the products inside their new
 * window, those with an active special price, and the ranked bestsellers.
 */
const LISTS = [
  {
    code: 'new',
    title: 'New arrivals',
    title_ar: 'وصل حديثًا',
    where: (now: Date) =>
      sql`l.new_from_date <= ${now} and (l.new_to_date is null or ${now} < l.new_to_date + interval '1 day')`,
  },
  {
    code: 'deals',
    title: 'Deals',
    title_ar: 'العروض',
    where: (now: Date) =>
      sql`l.special_price is not null and (l.special_from_date is null or l.special_from_date <= ${now}) and (l.special_to_date is null or ${now} < l.special_to_date + interval '1 day')`,
  },
  {
    code: 'bestsellers',
    title: 'Bestsellers',
    title_ar: 'الأكثر مبيعًا',
    where: () => sql`l.bestseller_rank is not null`,
  },
] as const;

/** The lists with their titles in the request's language. */
export function productLists(ctx: GqlContext) {
  return LISTS.map((list) => ({
    code: list.code,
    title: ctx.locale === 'ar' ? list.title_ar : list.title,
  }));
}

/** The predicate of `list: { eq: code }`; an unknown code is refused with the known ones named. */
export function listPredicate(codes: string[], now: Date): RawBuilder<unknown> {
  const list = codes.length === 1 ? LISTS.find((known) => known.code === codes[0]) : undefined;
  if (!list)
    throw inputError(
      `Filter "list" takes eq one of: ${LISTS.map((known) => known.code).join(', ')}.`,
    );
  return list.where(now);
}
