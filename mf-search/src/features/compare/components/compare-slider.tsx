import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COMPARISON, CloseIcon, IconButton, formatPrice } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { CompareTrayModel } from '../hooks/use-compare-tray';

const GAP = 12;

/** Tile width for n slides per view with 12 px gaps between them. */
const tileWidth = (perView: number) =>
  `calc((100% - ${(Math.ceil(perView) - 1) * GAP}px) / ${perView})`;

const track = css`
  display: flex;
  gap: ${GAP}px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: inline mandatory;
  overscroll-behavior-inline: contain;
`;

const tile = (theme: Theme) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  flex: 0 0 ${tileWidth(COMPARISON.slidesPerView[0].slidesPerView)};
  min-inline-size: 0;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  scroll-snap-align: var(--snap, start);
  ${COMPARISON.slidesPerView
    .filter((entry) => entry.minWidth > 0)
    .map(
      (entry) =>
        `@media (min-width: ${entry.minWidth}px) { flex-basis: ${tileWidth(entry.slidesPerView)}; }`,
    )
    .join('\n')}
`;

const placeholder = (theme: Theme) => css`
  ${tile(theme)};
  align-items: center;
  justify-content: center;
  min-block-size: 120px;
  border-style: dashed;
  border-width: 2px;
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
`;

const name = (theme: Theme) => css`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  text-decoration: none;
`;

/** Where a slide comes to rest in the slider's view: one of the spec's three alignments. */
export type SliderAlignment = (typeof COMPARISON.sliderAlignments)[number];

/** The alignment asked for when it is one of the spec's, else start. */
export const sliderAlignment = (align: unknown): SliderAlignment =>
  COMPARISON.sliderAlignments.find((known) => known === align) ?? 'start';

/**
 * The compared products in a slider (2.2 per view on phones, 3 from 768 px, 4 from 1024 px),
 * each slide snapping to the view's start, center or end (`align`; anything else is start).
 */
export function CompareSlider({
  model,
  align = 'start',
}: {
  model: CompareTrayModel;
  align?: SliderAlignment;
}) {
  const { t } = useTranslation(NS);
  const snap = sliderAlignment(align);
  return (
    <ul css={track} data-align={snap} style={{ ['--snap' as string]: snap }}>
      {model.products.map((product) => (
        <li key={product.sku} css={tile}>
          <span css={{ position: 'absolute', insetBlockStart: 4, insetInlineEnd: 4 }}>
            <IconButton
              label={t('compare.remove', { name: product.name })}
              size="sm"
              variant="plain"
              onClick={() => model.remove(product.sku)}
            >
              <CloseIcon />
            </IconButton>
          </span>
          {product.thumb.src ? (
            <img
              src={product.thumb.src}
              alt={product.thumb.alt}
              width={64}
              height={64}
              css={{ objectFit: 'contain' }}
            />
          ) : null}
          <Link to={model.productHref(product.urlKey)} css={name}>
            {product.name}
          </Link>
          <span css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSizes.xs })}>
            {t('compare.sku', { sku: product.sku })}
          </span>
          <strong>{formatPrice(product.price, model.locale)}</strong>
        </li>
      ))}
      {model.hasEmptySlot ? <li css={placeholder}>{t('compare.placeholder')}</li> : null}
    </ul>
  );
}
