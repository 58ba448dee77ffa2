import { STORE_CONFIG_DEFAULTS } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import type { AttributeValue, ImageValue, ProductSummaryData } from '../../product-data/types';

/** The product page document's answer (fields beyond the card's). */
export interface ProductDetailData extends ProductSummaryData {
  image?: ImageValue | null;
  media_gallery?: ReadonlyArray<
    (ImageValue & { position: number | null; disabled: boolean | null }) | null
  > | null;
  short_description?: { html: string } | null;
  description?: { html: string } | null;
  brand?: { name: string | null; url_key: string | null } | null;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keyword?: string | null;
  configurable_options?: ReadonlyArray<ConfigurableOptionData | null> | null;
  variants?: ReadonlyArray<VariantData | null> | null;
}

export interface ConfigurableOptionData {
  uid: string;
  attribute_code: string | null;
  label: string | null;
  position: number | null;
  values: ReadonlyArray<{
    uid: string | null;
    value_index: number | null;
    label: string | null;
  } | null> | null;
}

export interface VariantData {
  attributes: ReadonlyArray<{
    code: string | null;
    label: string | null;
    value_index: number | null;
  } | null> | null;
  product: (ProductSummaryData & { image?: ImageValue | null }) | null;
}

export interface GalleryImage {
  url: string;
  label: string;
}

/** Enabled gallery images by position, else the main image; a chosen variant's image first. */
export function galleryOf(
  product: ProductDetailData,
  variantImage: ImageValue | null | undefined,
  fallbackLabel: string,
): GalleryImage[] {
  const gallery = (product.media_gallery ?? [])
    .flatMap((entry) => (entry?.url && !entry.disabled ? [entry] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => ({ url: entry.url ?? '', label: entry.label || fallbackLabel }));
  const images =
    gallery.length > 0
      ? gallery
      : product.image?.url
        ? [{ url: product.image.url, label: product.image.label || fallbackLabel }]
        : [];
  if (variantImage?.url)
    return [{ url: variantImage.url, label: variantImage.label || fallbackLabel }, ...images];
  return images;
}

/** Options of a configurable product in position order with their values. */
export function optionsOf(product: ProductDetailData) {
  return (product.configurable_options ?? [])
    .flatMap((option) => (option?.attribute_code ? [option] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      code: option.attribute_code ?? '',
      label: option.label ?? option.attribute_code ?? '',
      values: (option.values ?? []).flatMap((value) =>
        value?.value_index === null || value?.value_index === undefined
          ? []
          : [{ index: value.value_index, label: value.label ?? '' }],
      ),
    }));
}

/** The variant whose attributes equal the choice, once every option is chosen. */
export function variantFor(
  product: ProductDetailData,
  choice: Readonly<Record<string, number>>,
): VariantData | null {
  const codes = optionsOf(product).map((option) => option.code);
  if (codes.length === 0 || codes.some((code) => choice[code] === undefined)) return null;
  return (
    (product.variants ?? []).find(
      (variant) =>
        variant?.product &&
        codes.every((code) =>
          variant.attributes?.some((a) => a?.code === code && a.value_index === choice[code]),
        ),
    ) ?? null
  );
}

/** Stock of a variant with the given option value chosen on top of the current choice (for disabling sold-out values). */
export function valueInStock(
  product: ProductDetailData,
  choice: Readonly<Record<string, number>>,
  code: string,
  index: number,
): boolean {
  const wanted = { ...choice, [code]: index };
  return (product.variants ?? []).some(
    (variant) =>
      (variant?.product?.only_x_left_in_stock ?? 0) > 0 &&
      Object.entries(wanted).every(([c, i]) =>
        variant?.attributes?.some((a) => a?.code === c && a.value_index === i),
      ),
  );
}

export type StockState = { kind: 'out' } | { kind: 'few'; left: number } | { kind: 'in' };

/**
 * Stock wording: out of stock at 0, "only x left" from 1 up to the store's limited_qty_threshold,
 * in stock above it.
 */
export function stockState(
  summary: ProductSummary,
  threshold: number | null | undefined,
): StockState {
  const limit = threshold ?? STORE_CONFIG_DEFAULTS.limited_qty_threshold;
  if (summary.stock <= 0) return { kind: 'out' };
  if (summary.stock <= limit) return { kind: 'few', left: summary.stock };
  return { kind: 'in' };
}

/** Attributes worth listing: with a label and a value, the internal is_new flag left out. */
export function visibleAttributes(
  attributes: ReadonlyArray<AttributeValue | null> | null | undefined,
) {
  return (attributes ?? []).flatMap((a) =>
    a?.label && a.value && a.key !== 'is_new'
      ? [{ key: a.key ?? a.label, label: a.label, value: a.value }]
      : [],
  );
}
