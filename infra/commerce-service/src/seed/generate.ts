import type { Insertable } from 'kysely';
import type {
  BrandsTable,
  BundleOptionsTable,
  BundleSelectionsTable,
  CategoriesTable,
  OffersTable,
  ProductAttribute,
  ProductCategoriesTable,
  ProductLinksTable,
  ProductStockTable,
  ProductsTable,
} from '../db/schema';
import {
  BRANDS,
  COLORS,
  DEPARTMENTS,
  SIZES,
  type Bi,
  type LeafSpec,
  type Section,
} from './catalog-data';
import { STORES } from './areas-data';
import { intBetween, pick } from './rng';

const DAY = 86_400_000;

export interface GeneratedCatalog {
  categories: Insertable<CategoriesTable>[];
  offers: Insertable<OffersTable>[];
  brands: Insertable<BrandsTable>[];
  products: Insertable<ProductsTable>[];
  productCategories: Insertable<ProductCategoriesTable>[];
  stock: Insertable<ProductStockTable>[];
  links: Insertable<ProductLinksTable>[];
  bundleOptions: Insertable<BundleOptionsTable>[];
  bundleSelections: Insertable<BundleSelectionsTable>[];
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Magento's category and product uid: base64 of the id. */
export function uidOf(id: number): string {
  return Buffer.from(String(id)).toString('base64');
}

interface LeafRef {
  spec: LeafSpec;
  leafId: number;
  subId: number;
  deptId: number;
  dept: Bi;
  sub: Bi;
  section: Section;
  index: number;
}

function roundPrice(value: number): number {
  if (value >= 1000) return Math.round(value / 10) * 10 - 1; // 12,999 style
  if (value >= 20) return Math.round(value) - 0.05; // 34.95 style
  return Math.round(value * 4) / 4;
}

const money = (n: number) => n.toFixed(2);

/**
 * The catalogue being generated, and what its steps share: the one random sequence (every step
 * draws from it in a fixed order, so the same seed gives the same catalogue), the id counters,
 * and the products made so far that later ones link to.
 */
interface CatalogBuilder {
  out: GeneratedCatalog;
  rng: () => number;
  now: Date;
  count: number;
  ids: { category: number; offer: number; product: number; option: number; selection: number };
  usedKeys: Set<string>;
  leaves: LeafRef[];
  brandIds: Map<string, number>;
  /** Every brand row (out.brands holds them only until the first part is written). */
  brands: Insertable<BrandsTable>[];
  /** The central warehouse, then every store. */
  sources: string[];
  simplesByLeaf: Map<number, number[]>;
  simplesByDept: Map<number, Array<{ id: number; price: number }>>;
  priceOf: Map<number, number>;
  visibleIds: number[];
}

const emptyCatalog = (): GeneratedCatalog => ({
  categories: [],
  offers: [],
  brands: [],
  products: [],
  productCategories: [],
  stock: [],
  links: [],
  bundleOptions: [],
  bundleSelections: [],
});

/** The builder with the categories, offers and brands made (they come first in `out`). */
function startCatalog(count: number, rng: () => number, now: Date): CatalogBuilder {
  const b: CatalogBuilder = {
    out: emptyCatalog(),
    rng,
    now,
    count,
    ids: { category: 0, offer: 0, product: 0, option: 0, selection: 0 },
    usedKeys: new Set(),
    leaves: [],
    brandIds: new Map(),
    brands: [],
    sources: ['default', ...STORES.map((s) => s.code)],
    simplesByLeaf: new Map(),
    simplesByDept: new Map(),
    priceOf: new Map(),
    visibleIds: [],
  };
  // Categories: department (level 1) > subcategory (level 2) > leaf (level 3).
  DEPARTMENTS.forEach((dept, deptIndex) => addDepartment(b, dept, deptIndex));
  addBrands(b);
  return b;
}

/**
 * The whole catalogue in memory, deterministic for a given rng and `now`: categories, brands,
 * `count` listed products (plus the hidden variants of configurable ones), their categories,
 * stock per source, links and bundle options.
 */
export function generateCatalog(count: number, rng: () => number, now: Date): GeneratedCatalog {
  const b = startCatalog(count, rng, now);
  for (let i = 0; i < count; i++) addProduct(b, i);
  return b.out;
}

/**
 * The same catalogue as generateCatalog (same rng, same rows in the same order) in parts of
 * `chunk` listed products each, the categories, offers and brands in the first: a large seed
 * writes each part and lets it go instead of holding a million products in memory. A part only
 * links to products of its own or an earlier part.
 */
export function* generateCatalogChunks(
  count: number,
  rng: () => number,
  now: Date,
  chunk: number,
): Generator<GeneratedCatalog> {
  const b = startCatalog(count, rng, now);
  for (let i = 0; i < count; i++) {
    addProduct(b, i);
    if ((i + 1) % chunk === 0 || i === count - 1) {
      const part = b.out;
      b.out = emptyCatalog();
      yield part;
    }
  }
}

function uniqueKey(b: CatalogBuilder, base: string, parentKey: string): string {
  let key = base;
  if (b.usedKeys.has(key)) key = `${parentKey}-${base}`;
  b.usedKeys.add(key);
  return key;
}

function addCategory(
  b: CatalogBuilder,
  name: Bi,
  section: Section,
  level: number,
  position: number,
  parent: Insertable<CategoriesTable> | null,
  extra: Partial<Insertable<CategoriesTable>>,
): Insertable<CategoriesTable> {
  const id = ++b.ids.category;
  const url_key = uniqueKey(b, slugify(name[0]), parent?.url_key ?? '');
  const row: Insertable<CategoriesTable> = {
    id,
    uid: uidOf(id),
    parent_id: parent?.id ?? null,
    level,
    position,
    path: parent ? `${parent.path}/${id}` : String(id),
    url_key,
    url_path: parent ? `${parent.url_path}/${url_key}` : url_key,
    name: name[0],
    name_ar: name[1],
    description: `<p>Shop ${name[0]} online at Dukkan: delivered from your nearest store or ready for pickup.</p>`,
    description_ar: `<p>تسوق ${name[1]} أونلاين من دكان: توصيل من أقرب فرع أو استلام من الفرع.</p>`,
    meta_title: `${name[0]} | Dukkan`,
    meta_title_ar: `${name[1]} | دكان`,
    meta_keywords: `${name[0]}, ${name[1]}`,
    image: `/media/catalog/category/${url_key}.svg`,
    section,
    include_in_menu: level === 1 ? false : true,
    include_in_home_page: false,
    visible_in_side_menu: true,
    featured_order: 0,
    menu_offer: JSON.stringify(null),
    ...extra,
  };
  b.out.categories.push(row);
  return row;
}

type Department = (typeof DEPARTMENTS)[number];

/** A department with its menu offer and two offers, its subcategories and their leaves. */
function addDepartment(b: CatalogBuilder, dept: Department, deptIndex: number): void {
  const featuredOrder = deptIndex + 1;
  const deptRow = addCategory(b, dept.name, dept.section, 1, deptIndex + 1, null, {
    include_in_menu: dept.inMenu,
    include_in_home_page: dept.onHome,
    featured_order: featuredOrder,
    menu_offer: JSON.stringify({
      title: `Up to 20% off ${dept.name[0]}`,
      title_ar: `خصم حتى 20% على ${dept.name[1]}`,
      description: `This week's deals on ${dept.name[0].toLowerCase()}.`,
      description_ar: `عروض الأسبوع على ${dept.name[1]}.`,
      href: `/deals`,
      cta: 'Shop deals',
      cta_ar: 'تسوق العروض',
    }),
  });
  addOffers(b, dept, deptRow);
  dept.subs.forEach((sub, subIndex) => {
    const subRow = addCategory(b, sub.name, dept.section, 2, subIndex + 1, deptRow, {});
    sub.leaves.forEach((leaf, leafIndex) => {
      const leafRow = addCategory(b, leaf.name, dept.section, 3, leafIndex + 1, subRow, {
        include_in_menu: true,
      });
      b.leaves.push({
        spec: leaf,
        leafId: leafRow.id,
        subId: subRow.id,
        deptId: deptRow.id,
        dept: dept.name,
        sub: sub.name,
        section: dept.section,
        index: b.leaves.length,
      });
    });
  });
}

/** The department's two offers: its week (with a promo code) and free delivery. */
function addOffers(b: CatalogBuilder, dept: Department, deptRow: Insertable<CategoriesTable>) {
  for (let k = 0; k < 2; k++) {
    b.ids.offer++;
    b.out.offers.push({
      id: b.ids.offer,
      category_id: deptRow.id,
      sort: k + 1,
      title: k === 0 ? `${dept.name[0]} week` : `Free delivery on ${dept.name[0]}`,
      title_ar: k === 0 ? `أسبوع ${dept.name[1]}` : `توصيل مجاني على ${dept.name[1]}`,
      description:
        k === 0
          ? 'Selected products at special prices.'
          : 'On online orders above the free-shipping threshold.',
      description_ar:
        k === 0 ? 'منتجات مختارة بأسعار خاصة.' : 'على الطلبات أونلاين فوق حد الشحن المجاني.',
      button_text: 'Shop now',
      button_text_ar: 'تسوق الآن',
      offer_url: `/${deptRow.url_key}`,
      image_url: `/media/offer/${deptRow.url_key}-${k + 1}.svg`,
      responsive_image_url: `/media/offer/${deptRow.url_key}-${k + 1}.svg?mobile=1`,
      promocode: k === 0 ? `${slugify(dept.name[0]).slice(0, 6).toUpperCase()}10` : null,
    });
  }
}

function addBrands(b: CatalogBuilder): void {
  Object.entries(BRANDS).forEach(([en, ar], i) => {
    b.brandIds.set(en, i + 1);
    const row = {
      id: i + 1,
      name: en,
      name_ar: ar,
      url_key: slugify(en),
      image_url: `/media/brand/${slugify(en)}.svg`,
    };
    b.brands.push(row);
    b.out.brands.push(row);
  });
}

/** Stock of a product at the warehouse and at the stores that carry it. */
function addStock(b: CatalogBuilder, id: number, price: number, electronics: boolean): void {
  const { rng } = b;
  const roll = rng();
  const qty = (r: number) =>
    r < 0.06
      ? 0
      : r < 0.16
        ? intBetween(rng, 1, 5)
        : electronics
          ? intBetween(rng, 6, 40)
          : intBetween(rng, 10, 250);
  b.out.stock.push({ product_id: id, source_code: 'default', qty: qty(roll), price: null });
  for (const source of b.sources.slice(1)) {
    if (rng() < 0.35) continue; // not carried at this store
    // The Red Sea store sells at a 5% higher price (transport); every other store keeps the list price.
    const storePrice = source === 'redsea_hurghada' ? money(roundPrice(price * 1.05)) : null;
    b.out.stock.push({ product_id: id, source_code: source, qty: qty(rng()), price: storePrice });
  }
}

/** A special price (current, past or future) for some products, and the new-product dates. */
function datesFor(b: CatalogBuilder, price: number) {
  const { rng, now } = b;
  const roll = rng();
  let special: Partial<Insertable<ProductsTable>> = {
    special_price: null,
    special_from_date: null,
    special_to_date: null,
  };
  if (roll < 0.15) {
    special = {
      special_price: money(roundPrice(price * (0.7 + rng() * 0.22))),
      special_from_date: new Date(now.getTime() - intBetween(rng, 1, 10) * DAY),
      special_to_date: new Date(now.getTime() + intBetween(rng, 5, 30) * DAY),
    };
  } else if (roll < 0.18) {
    special = {
      special_price: money(roundPrice(price * 0.8)),
      special_from_date: new Date(now.getTime() - 40 * DAY),
      special_to_date: new Date(now.getTime() - 3 * DAY),
    };
  } else if (roll < 0.2) {
    special = {
      special_price: money(roundPrice(price * 0.85)),
      special_from_date: new Date(now.getTime() + 5 * DAY),
      special_to_date: new Date(now.getTime() + 20 * DAY),
    };
  }
  const isNew = rng() < 0.1;
  return {
    ...special,
    new_from_date: isNew ? new Date(now.getTime() - intBetween(rng, 1, 15) * DAY) : null,
    new_to_date: isNew ? new Date(now.getTime() + intBetween(rng, 5, 20) * DAY) : null,
  };
}

/** A product row with the defaults every type shares; `extra` overrides them. */
function baseRow(
  b: CatalogBuilder,
  id: number,
  leaf: LeafRef,
  name: Bi,
  price: number,
  extra: Partial<Insertable<ProductsTable>>,
): Insertable<ProductsTable> {
  const { rng, now } = b;
  const brand = extra.brand_id ? b.brands[extra.brand_id - 1] : undefined;
  const shortEn = `${name[0]}${brand ? ` by ${brand.name}` : ''}, from our ${leaf.spec.name[0].toLowerCase()} range.`;
  const shortAr = `${name[1]}${brand ? ` من ${brand.name_ar}` : ''}، من تشكيلة ${leaf.spec.name[1]}.`;
  return {
    id,
    sku: `DK-${String(id).padStart(6, '0')}`,
    type: 'simple',
    parent_id: null,
    visible: true,
    name: name[0],
    name_ar: name[1],
    url_key: `${slugify(name[0])}-${id}`,
    short_description: shortEn,
    short_description_ar: shortAr,
    description: `<p>${shortEn}</p><ul><li>Category: ${leaf.dept[0]} / ${leaf.sub[0]}</li><li>Delivered from your nearest Dukkan store</li></ul>`,
    description_ar: `<p>${shortAr}</p><ul><li>القسم: ${leaf.dept[1]} / ${leaf.sub[1]}</li><li>توصيل من أقرب فرع لدكان</li></ul>`,
    brand_id: null,
    price: money(price),
    increment_step: 1,
    min_amount: 1,
    max_amount: leaf.section === 'ELECTRONICS' ? 3 : 20,
    unit: null,
    unit_ar: null,
    rating_summary: rng() < 0.7 ? intBetween(rng, 12, 20) * 5 : 0,
    review_count: 0,
    attributes: JSON.stringify([]),
    variant_attributes: JSON.stringify(null),
    bundle_dynamic_price: false,
    bestseller_rank: null,
    image_hue: (leaf.index * 37 + intBetween(rng, 0, 30)) % 360,
    search_terms_en: [brand?.name, leaf.spec.name[0], leaf.sub[0], leaf.dept[0]]
      .filter(Boolean)
      .join(' '),
    search_terms_ar: [brand?.name_ar, leaf.spec.name[1], leaf.sub[1], leaf.dept[1]]
      .filter(Boolean)
      .join(' '),
    created_at: new Date(now.getTime() - intBetween(rng, 0, 365) * DAY),
    ...extra,
  };
}

/** Lists a product in its leaf, subcategory and department. */
function attach(b: CatalogBuilder, id: number, leaf: LeafRef, position: number): void {
  for (const categoryIdOf of [leaf.leafId, leaf.subId, leaf.deptId])
    b.out.productCategories.push({ product_id: id, category_id: categoryIdOf, position });
}

/** Product `i` of `count`: a grouped set, a bundle, or a simple or configurable product. */
function addProduct(b: CatalogBuilder, i: number): void {
  const slot = i % 100;
  const leaf = pick(b.rng, b.leaves);
  const dept = b.simplesByDept.get(leaf.deptId) ?? [];
  if (slot % 50 === 47 && dept.length >= 3) {
    addGrouped(b, i, leaf, dept);
    return;
  }
  if (slot === 83 && addBundle(b, i)) return;
  addListed(b, i, leaf, dept);
}

/** Grouped: three products of one department sold as a set. */
function addGrouped(
  b: CatalogBuilder,
  i: number,
  leaf: LeafRef,
  dept: Array<{ id: number; price: number }>,
): void {
  const { rng } = b;
  const id = ++b.ids.product;
  const members = [pick(rng, dept), pick(rng, dept), pick(rng, dept)].filter(
    (m, k, all) => all.findIndex((x) => x.id === m.id) === k,
  );
  const minPrice = Math.min(...members.map((m) => m.price));
  const no = Math.floor(i / 100) + 1;
  const row = baseRow(
    b,
    id,
    leaf,
    [`${leaf.dept[0]} Essentials Pack No. ${no}`, `باقة أساسيات ${leaf.dept[1]} رقم ${no}`],
    minPrice,
    {
      type: 'grouped',
      ...datesFor(b, minPrice),
      special_price: null,
      special_from_date: null,
      special_to_date: null,
    },
  );
  b.out.products.push(row);
  members.forEach((m, k) =>
    b.out.links.push({
      product_id: id,
      linked_product_id: m.id,
      link_type: 'grouped',
      position: k + 1,
      qty: intBetween(rng, 1, 2),
    }),
  );
  attach(b, id, leaf, i);
  b.visibleIds.push(id);
  b.priceOf.set(id, minPrice);
}

/**
 * Bundle: a laptop (required, one of two) plus optional accessories; false, drawing nothing,
 * while there are not yet two laptops and two accessories to choose from.
 */
function addBundle(b: CatalogBuilder, i: number): boolean {
  const { rng, leaves, simplesByLeaf } = b;
  const laptops = leaves
    .filter((l) => l.spec.name[0] === 'Everyday Laptops')
    .flatMap((l) => simplesByLeaf.get(l.leafId) ?? []);
  const extras = leaves
    .filter((l) => l.deptId === leaves.find((x) => x.spec.name[0] === 'Headphones')?.deptId)
    .flatMap((l) => simplesByLeaf.get(l.leafId) ?? []);
  if (laptops.length < 2 || extras.length < 2) return false;
  const id = ++b.ids.product;
  const laptopLeaf = leaves.find((l) => l.spec.name[0] === 'Everyday Laptops') as LeafRef;
  const chosenLaptops = [pick(rng, laptops), pick(rng, laptops)].filter(
    (v, k, a) => a.indexOf(v) === k,
  );
  const chosenExtras = [pick(rng, extras), pick(rng, extras)].filter(
    (v, k, a) => a.indexOf(v) === k,
  );
  const price = (b.priceOf.get(chosenLaptops[0] as number) ?? 0) + 0;
  const no = Math.floor(i / 100) + 1;
  b.out.products.push(
    baseRow(
      b,
      id,
      laptopLeaf,
      [`Laptop Starter Bundle No. ${no}`, `باقة اللابتوب للمبتدئين رقم ${no}`],
      price,
      {
        type: 'bundle',
        bundle_dynamic_price: true,
        ...datesFor(b, price),
        special_price: null,
        special_from_date: null,
        special_to_date: null,
      },
    ),
  );
  addBundleOptions(b, id, [
    [['Laptop', 'لابتوب'], true, 'radio', chosenLaptops],
    [['Accessories', 'إكسسوارات'], false, 'checkbox', chosenExtras],
  ]);
  attach(b, id, laptopLeaf, i);
  b.visibleIds.push(id);
  b.priceOf.set(id, price);
  return true;
}

function addBundleOptions(
  b: CatalogBuilder,
  bundleId: number,
  options: Array<[Bi, boolean, 'radio' | 'checkbox', number[]]>,
): void {
  options.forEach(([title, required, type, members], k) => {
    const oid = ++b.ids.option;
    b.out.bundleOptions.push({
      id: oid,
      product_id: bundleId,
      position: k + 1,
      required,
      title: title[0],
      title_ar: title[1],
      type,
    });
    members.forEach((m, j) =>
      b.out.bundleSelections.push({
        id: ++b.ids.selection,
        option_id: oid,
        product_id: m,
        position: j + 1,
        is_default: j === 0 && required,
        can_change_quantity: !required,
        quantity: 1,
      }),
    );
  });
}

/** A listed product of its leaf: simple, or configurable with its hidden variants; then its links. */
function addListed(
  b: CatalogBuilder,
  i: number,
  leaf: LeafRef,
  dept: Array<{ id: number; price: number }>,
): void {
  const { rng, count } = b;
  const spec = leaf.spec;
  const brandName = spec.brands.length > 0 ? pick(rng, spec.brands) : null;
  const noun = pick(rng, spec.nouns);
  const size = pick(rng, spec.sizes);
  const name = productName(spec, brandName, noun, size);
  const price = roundPrice(spec.price[0] + rng() * (spec.price[1] - spec.price[0]));
  const id = ++b.ids.product;
  const electronics = leaf.section === 'ELECTRONICS';
  const row = baseRow(b, id, leaf, name, price, {
    brand_id: brandName ? (b.brandIds.get(brandName) ?? null) : null,
    attributes: JSON.stringify(attributesOf(size, electronics)),
    ...pageExtras(id, name, leaf),
    review_count: intBetween(rng, 0, 250),
    bestseller_rank:
      i % Math.max(1, Math.floor(count / 20)) === 3
        ? Math.floor(i / Math.max(1, Math.floor(count / 20))) + 1
        : null,
    ...datesFor(b, price),
    ...(spec.weighed ? weighedControls(rng) : {}),
  });
  row.search_terms_en = `${row.search_terms_en} ${spec.nouns.map((n) => n[0]).join(' ')}`;
  row.search_terms_ar = `${row.search_terms_ar} ${spec.nouns.map((n) => n[1]).join(' ')}`;

  if (spec.variants) {
    addConfigurable(b, { row, name, price, leaf, position: i, electronics });
  } else {
    b.out.products.push(row);
    addStock(b, id, price, electronics);
    const list = b.simplesByLeaf.get(leaf.leafId) ?? [];
    list.push(id);
    b.simplesByLeaf.set(leaf.leafId, list);
    dept.push({ id, price });
    b.simplesByDept.set(leaf.deptId, dept);
  }
  attach(b, id, leaf, i);
  b.visibleIds.push(id);
  b.priceOf.set(id, price);
  addLinks(b, id, leaf);
}

/** A weighed product's name has no pack size; the Arabic puts the brand after the noun. */
function productName(spec: LeafSpec, brandName: string | null, noun: Bi, size: Bi): Bi {
  const brandAr = brandName ? (BRANDS[brandName] ?? brandName) : null;
  return spec.weighed
    ? [`${brandName ? `${brandName} ` : ''}${noun[0]}`, `${noun[1]}${brandAr ? ` ${brandAr}` : ''}`]
    : [
        `${brandName ? `${brandName} ` : ''}${noun[0]} ${size[0]}`,
        `${noun[1]}${brandAr ? ` ${brandAr}` : ''} ${size[1]}`,
      ];
}

function attributesOf(size: Bi, electronics: boolean): ProductAttribute[] {
  return [
    { key: 'pack_size', label: 'Size', label_ar: 'الحجم', value: size[0], value_ar: size[1] },
    electronics
      ? {
          key: 'warranty',
          label: 'Warranty',
          label_ar: 'الضمان',
          value: '2 years',
          value_ar: 'سنتان',
          featured: true,
        }
      : {
          key: 'origin',
          label: 'Origin',
          label_ar: 'بلد المنشأ',
          value: 'Egypt',
          value_ar: 'مصر',
          featured: true,
        },
  ];
}

/**
 * The product page's extras of a listed product, without drawing on the seed's random numbers (so
 * the rest of the catalogue is the same as before them): a short video for every third electronics
 * product, and the size chart of its department (men, women, kids) for clothing.
 */
function pageExtras(id: number, name: Bi, leaf: LeafRef): Partial<Insertable<ProductsTable>> {
  const sku = `DK-${String(id).padStart(6, '0')}`;
  const videos =
    leaf.section === 'ELECTRONICS' && id % 3 === 0
      ? [
          {
            url: `/media/video/${sku}.webm`,
            title: `${name[0]}: a closer look`,
            title_ar: `${name[1]}: نظرة عن قرب`,
            description: `The ${name[0]} from every side, with its controls and ports.`,
            description_ar: `${name[1]} من كل الجوانب، مع أزرار التحكم والمداخل.`,
          },
        ]
      : [];
  const chart =
    leaf.section === 'CLOTHING'
      ? {
          name: `${leaf.sub[0]} size chart`,
          name_ar: `جدول مقاسات ${leaf.sub[1]}`,
          image: `/media/size-chart/${slugify(leaf.sub[0])}.svg`,
        }
      : null;
  return { videos: JSON.stringify(videos), size_chart: chart && JSON.stringify(chart) };
}

/** Sold by the kilogram in steps of a quarter or a half, up to 10 kg. */
function weighedControls(rng: () => number): Partial<Insertable<ProductsTable>> {
  const step = rng() < 0.5 ? 0.25 : 0.5;
  return { increment_step: step, min_amount: step, max_amount: 10, unit: 'kg', unit_ar: 'كجم' };
}

/** The configurable row, then one hidden simple variant per colour or size, each with stock. */
function addConfigurable(
  b: CatalogBuilder,
  parent: {
    row: Insertable<ProductsTable>;
    name: Bi;
    price: number;
    leaf: LeafRef;
    position: number;
    electronics: boolean;
  },
): void {
  const { row, name, price, leaf, position, electronics } = parent;
  const variants = leaf.spec.variants as string;
  row.type = 'configurable';
  b.out.products.push(row);
  const values = variants === 'color' ? COLORS.slice(0, 3) : SIZES;
  values.forEach((value) => {
    const vid = ++b.ids.product;
    const variantPrice =
      variants === 'color' && value[0] === 'Silver' ? roundPrice(price * 1.03) : price;
    b.out.products.push({
      ...row,
      id: vid,
      type: 'simple',
      parent_id: row.id,
      visible: false,
      sku: `${row.sku}-${slugify(value[0]).toUpperCase()}`,
      name: `${name[0]} - ${value[0]}`,
      name_ar: `${name[1]} - ${value[1]}`,
      url_key: `${row.url_key}-${slugify(value[0])}`,
      price: money(variantPrice),
      variant_attributes: JSON.stringify({ [variants]: value[0] }),
      bestseller_rank: null,
      image_hue: (Number(row.image_hue) + 40 * values.indexOf(value)) % 360,
    });
    addStock(b, vid, variantPrice, electronics);
    attach(b, vid, leaf, position);
  });
}

/** Related: earlier products of the same leaf; cross-sell: any earlier product. */
function addLinks(b: CatalogBuilder, id: number, leaf: LeafRef): void {
  const { rng } = b;
  const sameLeaf = b.simplesByLeaf.get(leaf.leafId) ?? [];
  const related = new Set<number>();
  for (let k = 0; k < 2 && sameLeaf.length > 1; k++) {
    const other = pick(rng, sameLeaf);
    if (other !== id) related.add(other);
  }
  [...related].forEach((other, k) =>
    b.out.links.push({
      product_id: id,
      linked_product_id: other,
      link_type: 'related',
      position: k + 1,
      qty: 1,
    }),
  );
  if (b.visibleIds.length > 10) {
    const other = pick(rng, b.visibleIds);
    if (other !== id)
      b.out.links.push({
        product_id: id,
        linked_product_id: other,
        link_type: 'crosssell',
        position: 1,
        qty: 1,
      });
  }
}
