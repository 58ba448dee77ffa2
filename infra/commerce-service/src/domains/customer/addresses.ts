/**
 * Customer addresses (shell spec section 3). Only the token's customer can read or change them.
 * Every field is validated on the server; the district must be active, have a store, and belong
 * to the chosen city and region, otherwise "This address is out of the chosen area".
 */
import type { Selectable } from 'kysely';
import type { GqlContext } from '../../graphql/context';
import { requireCustomer } from './customers';
import { CustomerDomainError, MESSAGES, inputError, noSuchEntity, notAuthorized } from './errors';
import type { CustomerAddressesTable } from './tables';
import {
  digitsText,
  normalisePhone,
  optionalText,
  personName,
  positiveInt,
  requiredText,
} from './validation';
import { findArea, loadAreas, type AreaInfo } from './areas';

type AddressRow = Selectable<CustomerAddressesTable>;
type Input = Record<string, unknown>;

export const COUNTRY = { code: 'EG', en: 'Egypt', ar: 'مصر' } as const;
const MAX_STREET_LINES = 4;

function outOfArea(): CustomerDomainError {
  return new CustomerDomainError('graphql-input', MESSAGES.outOfArea, { field: 'district' });
}

function streetLines(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw inputError('"street" is required.', 'الحقل "street" مطلوب.', { field: 'street' });
  }
  if (raw.length > MAX_STREET_LINES) {
    throw inputError(
      `"street" can have at most ${MAX_STREET_LINES} lines.`,
      `"street" يمكن أن يحتوي على ${MAX_STREET_LINES} أسطر كحد أقصى.`,
      { field: 'street' },
    );
  }
  const lines = raw.map((line) => optionalText(line, 'street') ?? '');
  if (lines[0] === '') {
    throw inputError('"street" is required.', 'الحقل "street" مطلوب.', { field: 'street' });
  }
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export interface CleanAddress {
  firstname: string;
  lastname: string;
  telephone: string;
  street: string[];
  company: string | null;
  postcode: string | null;
  country_code: string;
  region_id: number;
  city_id: number;
  district_id: number;
  building: string;
  floor: string;
  apartment: string;
  landmark: string | null;
  title: string | null;
  default_shipping: boolean;
  default_billing: boolean;
}

function bool(raw: unknown, field: string): boolean {
  if (raw === null || raw === undefined) return false;
  if (typeof raw !== 'boolean') {
    throw inputError(`"${field}" must be true or false.`, `"${field}" يجب أن يكون صح أو خطأ.`, {
      field,
    });
  }
  return raw;
}

/** Validates a complete address input and resolves its region, city and district (also used for cart addresses). */
export async function clean(ctx: GqlContext, input: Input): Promise<CleanAddress> {
  const country = input.country_code ?? COUNTRY.code;
  if (country !== COUNTRY.code) {
    throw inputError(
      'Only addresses in Egypt (country_code EG) are supported.',
      'العناوين داخل مصر فقط (country_code EG) مدعومة.',
      { field: 'country_code' },
    );
  }
  const base = {
    firstname: personName(input.firstname, 'firstname'),
    lastname: personName(input.lastname, 'lastname'),
    telephone: normalisePhone(input.telephone, 'telephone'),
    street: streetLines(input.street),
    company: optionalText(input.company, 'company', 100),
    postcode: optionalText(input.postcode, 'postcode', 20),
    country_code: COUNTRY.code,
    building: requiredText(input.building, 'building', 50),
    floor: digitsText(input.floor, 'floor', 4),
    apartment: requiredText(input.apartment, 'apartment', 20),
    landmark: optionalText(input.landmark, 'landmark', 255),
    title: optionalText(input.title, 'title', 100),
    default_shipping: bool(input.default_shipping, 'default_shipping'),
    default_billing: bool(input.default_billing, 'default_billing'),
  };
  const region = (input.region ?? null) as Input | null;
  const regionRef = region?.region_id ?? region?.region_code ?? null;
  if (regionRef === null || regionRef === undefined || regionRef === '') {
    throw inputError('"region" is required (region_id or region_code).', 'الحقل "region" مطلوب.', {
      field: 'region',
    });
  }
  if (region?.region_id !== undefined && region.region_id !== null)
    positiveInt(region.region_id, 'region.region_id');
  const cityRef = requiredText(input.city, 'city', 64);
  const districtRef = requiredText(input.district, 'district', 64);
  const area = await findArea(ctx, {
    regionId: typeof region?.region_id === 'number' ? region.region_id : null,
    regionCode: typeof region?.region_code === 'string' ? region.region_code : null,
    city: cityRef,
    district: districtRef,
  });
  if (area.kind === 'unknown') {
    throw inputError(
      `Unknown ${area.field} "${area.value}".`,
      `قيمة غير معروفة للحقل ${area.field}: "${area.value}".`,
      { field: area.field },
    );
  }
  if (area.kind === 'out-of-area') throw outOfArea();
  return { ...base, region_id: area.regionId, city_id: area.cityId, district_id: area.districtId };
}

function toView(row: AddressRow, areas: Map<number, AreaInfo>, locale: 'en' | 'ar') {
  const area = areas.get(row.district_id);
  const active = area
    ? area.city.is_active && area.district.is_active && area.store !== null
    : false;
  return {
    id: row.id,
    customer_id: row.customer_id,
    firstname: row.firstname,
    lastname: row.lastname,
    street: Array.isArray(row.street) ? row.street : (JSON.parse(String(row.street)) as string[]),
    company: row.company,
    postcode: row.postcode,
    telephone: row.telephone,
    country_code: row.country_code,
    country: { code: row.country_code, name: locale === 'ar' ? COUNTRY.ar : COUNTRY.en },
    region: area
      ? { region_code: area.region.code, region_id: area.region.id, region: area.region.name }
      : null,
    region_id: row.region_id,
    city: area ? area.city : null,
    district: area
      ? {
          id: area.district.id,
          code: area.district.code,
          name: area.district.name,
          is_active: area.district.is_active,
          available_store: area.store,
        }
      : null,
    building: row.building,
    floor: row.floor,
    apartment: row.apartment,
    landmark: row.landmark,
    title: row.title,
    default_shipping: row.default_shipping,
    default_billing: row.default_billing,
    is_active: active,
  };
}

export type AddressView = ReturnType<typeof toView>;

async function views(ctx: GqlContext, rows: AddressRow[]): Promise<AddressView[]> {
  const areas = await loadAreas(
    ctx,
    rows.map((r) => r.district_id),
  );
  return rows.map((r) => toView(r, areas, ctx.locale));
}

export async function listAddresses(ctx: GqlContext, customerId: number): Promise<AddressView[]> {
  const rows = await ctx.db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return views(ctx, rows);
}

export async function defaultAddressId(
  ctx: GqlContext,
  customerId: number,
  flag: 'default_shipping' | 'default_billing',
): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('customer_addresses')
    .select('id')
    .where('customer_id', '=', customerId)
    .where(flag, '=', true)
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

/** The customer's own address, or NOT_AUTHORIZED when it is another's, or not found. */
async function ownAddress(
  ctx: GqlContext,
  customerId: number,
  rawId: unknown,
): Promise<AddressRow> {
  const id = positiveInt(rawId, 'id');
  const row = await ctx.db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) {
    throw noSuchEntity(
      `Could not find a address with ID "${id}"`,
      `تعذر العثور على عنوان بالرقم "${id}"`,
    );
  }
  if (row.customer_id !== customerId) throw notAuthorized();
  return row;
}

/** Only one default shipping and one default billing address per customer. */
async function clearOtherDefaults(
  ctx: GqlContext,
  customerId: number,
  keepId: number,
  a: CleanAddress,
): Promise<void> {
  if (a.default_shipping) {
    await ctx.db
      .updateTable('customer_addresses')
      .set({ default_shipping: false })
      .where('customer_id', '=', customerId)
      .where('id', '<>', keepId)
      .execute();
  }
  if (a.default_billing) {
    await ctx.db
      .updateTable('customer_addresses')
      .set({ default_billing: false })
      .where('customer_id', '=', customerId)
      .where('id', '<>', keepId)
      .execute();
  }
}

export const MAX_ADDRESSES = 50;

export async function createAddress(ctx: GqlContext, input: Input): Promise<AddressView> {
  const customerId = requireCustomer(ctx);
  const a = await clean(ctx, input);
  const count = await ctx.db
    .selectFrom('customer_addresses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_ADDRESSES) {
    throw inputError(
      `An address book can hold at most ${MAX_ADDRESSES} addresses.`,
      `دفتر العناوين يتسع لـ ${MAX_ADDRESSES} عنواناً كحد أقصى.`,
    );
  }
  const now = ctx.config.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('customer_addresses')
      .values({
        ...a,
        street: JSON.stringify(a.street),
        customer_id: customerId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await clearOtherDefaults({ ...ctx, db: trx }, customerId, inserted.id, a);
    return inserted;
  });
  return (await views(ctx, [row]))[0] as AddressView;
}

export async function updateAddress(
  ctx: GqlContext,
  rawId: unknown,
  input: Input | null,
): Promise<AddressView> {
  const customerId = requireCustomer(ctx);
  const existing = await ownAddress(ctx, customerId, rawId);
  const current = (await views(ctx, [existing]))[0] as AddressView;
  // Fields left out keep their stored value; the merged address is validated as a whole.
  const merged: Input = {
    firstname: current.firstname,
    lastname: current.lastname,
    telephone: current.telephone,
    street: current.street,
    company: current.company,
    postcode: current.postcode,
    country_code: current.country_code,
    region: { region_id: existing.region_id },
    city: current.city?.code ?? String(existing.city_id),
    district: current.district?.code ?? String(existing.district_id),
    building: current.building,
    floor: current.floor,
    apartment: current.apartment,
    landmark: current.landmark,
    title: current.title,
    default_shipping: current.default_shipping,
    default_billing: current.default_billing,
  };
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value !== undefined) merged[key] = value;
  }
  const a = await clean(ctx, merged);
  const now = ctx.config.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('customer_addresses')
      .set({ ...a, street: JSON.stringify(a.street), updated_at: now })
      .where('id', '=', existing.id)
      .where('customer_id', '=', customerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await clearOtherDefaults({ ...ctx, db: trx }, customerId, updated.id, a);
    return updated;
  });
  return (await views(ctx, [row]))[0] as AddressView;
}

/** A default address cannot be deleted (the storefront clears its default flags first). */
export async function deleteAddress(ctx: GqlContext, rawId: unknown): Promise<boolean> {
  const customerId = requireCustomer(ctx);
  const existing = await ownAddress(ctx, customerId, rawId);
  if (existing.default_shipping || existing.default_billing) {
    const kind = existing.default_shipping ? 'shipping' : 'billing';
    throw inputError(
      `Customer Address ${existing.id} is set as default ${kind} address and can not be deleted`,
      `العنوان ${existing.id} هو العنوان الافتراضي ولا يمكن حذفه`,
      { field: 'id' },
    );
  }
  await ctx.db
    .deleteFrom('customer_addresses')
    .where('id', '=', existing.id)
    .where('customer_id', '=', customerId)
    .execute();
  return true;
}
