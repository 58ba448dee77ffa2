import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT, Skeleton } from '@dukkan/contracts';
import { NS } from '../../i18n';

/*
 * A placeholder card as tall as a product card at any width: the square image, then the name,
 * rating, price and per-step lines, the add and compare controls (a card is about its width plus
 * 200 to 250 px), so the cards that replace it do not push the rest of the page down.
 */
const BONES = [
  { inlineSize: '90%', blockSize: '18px' },
  { inlineSize: '60%', blockSize: '18px' },
  { inlineSize: '40%', blockSize: '16px' },
  { inlineSize: '50%', blockSize: '22px' },
  { inlineSize: '45%', blockSize: '16px' },
  { inlineSize: '100%', blockSize: '36px' },
  { inlineSize: '100%', blockSize: '32px' },
];

/** How many placeholder cards a list shows while it loads: a grid's first screen. */
export const GRID_SKELETON_CARDS = 6;

/**
 * Placeholder cards in the product grid's columns while products load (one busy label).
 * Memoised: its page re-renders as each of its queries answers, the placeholders do not change.
 */
export const GridSkeleton = memo(function GridSkeleton({
  count = GRID_SKELETON_CARDS,
}: {
  count?: number;
}) {
  const { t } = useTranslation(NS);
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={t('common.loading')}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: `repeat(${LAYOUT.productGridColumns.mobile}, minmax(0, 1fr))`,
        gap: theme.space.md,
        [theme.mq.md]: {
          gridTemplateColumns: `repeat(${LAYOUT.productGridColumns.large}, minmax(0, 1fr))`,
        },
      })}
    >
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          css={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space.sm,
            padding: theme.space.md,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
          })}
        >
          <Skeleton radius="md" blockSize="auto" css={{ aspectRatio: '1' }} />
          {BONES.map((bone, line) => (
            <Skeleton key={line} {...bone} />
          ))}
        </div>
      ))}
    </div>
  );
});
