import { STORE_CONFIG_DEFAULTS, sectionFlags } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import type { ProductDetailQuery } from './graphql/__generated__/product-detail';

/** The product page document's answer for one product (the card fields and the page's own). */
export type ProductDetail = NonNullable<
  NonNullable<NonNullable<ProductDetailQuery['products']>['items']>[number]
>;

type Configurable = Extract<ProductDetail, { __typename: 'ConfigurableProduct' }>;

/** One variant of a configurable product with its attribute values and its product. */
export type Variant = NonNullable<NonNullable<Configurable['variants']>[number]>;

/** The options and variants only a configurable product has (none for the others). */
function configurableOf(product: ProductDetail) {
  return product.__typename === 'ConfigurableProduct'
    ? { options: product.configurable_options ?? [], variants: product.variants ?? [] }
    : { options: [], variants: [] };
}

type Image = { url: string | null; label: string | null };

export interface GalleryImage {
  url: string;
  label: string;
  /** A video of the media gallery: `url` is its still image, this what it plays. */
  video?: { url: string; title: string; description: string };
}

type GalleryEntry = NonNullable<NonNullable<ProductDetail['media_gallery']>[number]>;

/** A gallery entry as the page shows it: an image, or a video with its still and its clip. */
function galleryItem(entry: GalleryEntry, fallbackLabel: string): GalleryImage {
  const label = entry.label || fallbackLabel;
  const clip = entry.__typename === 'ProductVideo' ? entry.video_content : null;
  if (!clip?.video_url) return { url: entry.url ?? '', label };
  return {
    url: entry.url ?? '',
    label,
    video: {
      url: clip.video_url,
      title: clip.video_title || label,
      description: clip.video_description ?? '',
    },
  };
}

/**
 * Enabled gallery images and videos by position, else the main image; a chosen variant's image
 * first.
 */
export function galleryOf(
  product: ProductDetail,
  variantImage: Image | null | undefined,
  fallbackLabel: string,
): GalleryImage[] {
  const gallery = (product.media_gallery ?? [])
    .flatMap((entry) => (entry?.url && !entry.disabled ? [entry] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => galleryItem(entry, fallbackLabel));
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

/** The spec's highlights: the featured attributes with a label and a value, in their order. */
export function highlightsOf(product: ProductDetail) {
  return (product.product_featured_attributes ?? []).flatMap((a) =>
    a?.label && a.value ? [{ key: a.key ?? a.label, label: a.label, value: a.value }] : [],
  );
}

/** The size chart to offer (a name and an image), or null. */
export function sizeChartOf(product: ProductDetail) {
  const chart = product.size_chart;
  return chart?.image ? { name: chart.name ?? '', image: chart.image } : null;
}

/** The spec's electronics, groceries and clothing flags, from the first category's section. */
export function productSectionFlags(product: ProductDetail) {
  return sectionFlags(product.categories?.filter((c) => c !== null));
}

/** Options of a configurable product in position order with their values. */
export function optionsOf(product: ProductDetail) {
  return configurableOf(product)
    .options.flatMap((option) => (option?.attribute_code ? [option] : []))
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
  product: ProductDetail,
  choice: Readonly<Record<string, number>>,
): Variant | null {
  const codes = optionsOf(product).map((option) => option.code);
  if (codes.length === 0 || codes.some((code) => choice[code] === undefined)) return null;
  return (
    configurableOf(product).variants.find(
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
  product: ProductDetail,
  choice: Readonly<Record<string, number>>,
  code: string,
  index: number,
): boolean {
  const wanted = { ...choice, [code]: index };
  return configurableOf(product).variants.some(
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
export function visibleAttributes(attributes: ProductDetail['attributes'] | undefined) {
  return (attributes ?? []).flatMap((a) =>
    a?.label && a.value && a.key !== 'is_new'
      ? [{ key: a.key ?? a.label, label: a.label, value: a.value }]
      : [],
  );
}
