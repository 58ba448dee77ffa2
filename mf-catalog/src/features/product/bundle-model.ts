import type { ProductSummary } from '@dukkan/contracts';
import { toProductSummary } from '../../shared/product-data/to-product-summary';
import type { ProductDetail } from './product-view-model';

type Bundle = Extract<ProductDetail, { __typename: 'BundleProduct' }>;
type Grouped = Extract<ProductDetail, { __typename: 'GroupedProduct' }>;

/** One item a bundle option offers, with the fixed quantity it comes in. */
export interface BundleChoice {
  /** The cart's selected_options uid of this choice. */
  uid: string;
  label: string;
  /** Price of one unit of the item. */
  price: number;
  quantity: number;
  isDefault: boolean;
  product: ProductSummary | null;
}

/** One option of a bundle: a single choice (radio, select) or several (checkbox, multi). */
export interface BundleOption {
  uid: string;
  title: string;
  required: boolean;
  multiple: boolean;
  choices: BundleChoice[];
}

/** Chosen selection uids by option uid. */
export type BundleSelection = Readonly<Record<string, readonly string[]>>;

/** A bundle's options by position with their choices by position (none for other products). */
export function bundleOptionsOf(product: ProductDetail, now: Date = new Date()): BundleOption[] {
  if (product.__typename !== 'BundleProduct') return [];
  const items: NonNullable<Bundle['items']> = product.items ?? [];
  return items
    .flatMap((item) => (item?.uid ? [item] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => ({
      uid: item.uid ?? '',
      title: item.title ?? '',
      required: item.required ?? false,
      multiple: item.type === 'checkbox' || item.type === 'multi',
      choices: (item.options ?? [])
        .flatMap((o) => (o?.uid ? [o] : []))
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((o) => ({
          uid: o.uid,
          label: o.label ?? o.product?.name ?? '',
          price: o.price ?? 0,
          quantity: o.quantity ?? 1,
          isDefault: o.is_default ?? false,
          product: o.product ? toProductSummary(o.product, now) : null,
        })),
    }))
    .filter((option) => option.choices.length > 0);
}

/** The starting choice: each option's default items, a required single option's first otherwise. */
export function defaultSelection(options: readonly BundleOption[]): BundleSelection {
  return Object.fromEntries(
    options.map((option) => {
      const defaults = option.choices.filter((c) => c.isDefault).map((c) => c.uid);
      const first = option.choices[0]?.uid;
      if (defaults.length > 0)
        return [option.uid, option.multiple ? defaults : defaults.slice(0, 1)];
      return [option.uid, option.required && first ? [first] : []];
    }),
  );
}

/** The selection after choosing (or, for a multiple option, toggling) one choice. */
export function choose(
  options: readonly BundleOption[],
  selection: BundleSelection,
  optionUid: string,
  choiceUid: string,
): BundleSelection {
  const option = options.find((o) => o.uid === optionUid);
  if (!option) return selection;
  const current = selection[optionUid] ?? [];
  if (!option.multiple) return { ...selection, [optionUid]: [choiceUid] };
  const next = current.includes(choiceUid)
    ? current.filter((uid) => uid !== choiceUid)
    : [...current, choiceUid];
  // Keep the options' own order so equal choices give equal cart lines.
  return {
    ...selection,
    [optionUid]: option.choices.map((c) => c.uid).filter((uid) => next.includes(uid)),
  };
}

/** Required options left without a choice (their titles). */
export function missingOptions(
  options: readonly BundleOption[],
  selection: BundleSelection,
): string[] {
  return options
    .filter((o) => o.required && (selection[o.uid] ?? []).length === 0)
    .map((o) => o.title);
}

/** Sum of the chosen items' prices times their fixed quantities. */
export function bundlePrice(options: readonly BundleOption[], selection: BundleSelection): number {
  const total = options.reduce(
    (sum, option) =>
      sum +
      option.choices
        .filter((c) => (selection[option.uid] ?? []).includes(c.uid))
        .reduce((s, c) => s + c.price * c.quantity, 0),
    0,
  );
  return Math.round(total * 100) / 100;
}

/**
 * The bundle as AddToCart adds it: the chosen options' uids and, for a dynamic price, the price
 * of the choices; null while a required option has no choice.
 */
export function bundleSummary(
  parent: ProductSummary,
  product: ProductDetail,
  options: readonly BundleOption[],
  selection: BundleSelection,
): ProductSummary | null {
  if (product.__typename !== 'BundleProduct') return null;
  if (missingOptions(options, selection).length > 0) return null;
  const dynamic = product.dynamic_price ?? false;
  return {
    ...parent,
    ...(dynamic ? { price: bundlePrice(options, selection), priceBefore: null } : {}),
    bundleOptions: options.flatMap((o) => [...(selection[o.uid] ?? [])]),
  };
}

/** A grouped product's members by position with the quantity each comes in by default. */
export function groupedMembersOf(
  product: ProductDetail,
  now: Date = new Date(),
): { product: ProductSummary; qty: number }[] {
  if (product.__typename !== 'GroupedProduct') return [];
  const items: NonNullable<Grouped['items']> = product.items ?? [];
  return items
    .flatMap((item) => (item?.product ? [item] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((item) =>
      item.product ? [{ product: toProductSummary(item.product, now), qty: item.qty ?? 1 }] : [],
    );
}
