import { memo } from 'react';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';

export interface SkeletonProps {
  /** CSS inline size (width), e.g. `100%` or `120px`. */
  inlineSize?: string;
  /** CSS block size (height). */
  blockSize?: string;
  radius?: keyof Theme['radii'];
  /**
   * When given, the placeholder is announced as a busy progress indicator with this name; leave
   * it out for the pieces of a bigger placeholder that is announced once.
   */
  label?: string;
  className?: string;
}

/**
 * Still, on purpose. A pulsing bone was a CSS animation on every placeholder, and each of its
 * iterations dispatched an `animationiteration` event that bubbled into React's root listener:
 * on home some 100 bones cost 30 to 35 ms of one task every 0.8 s at full CPU speed (four
 * times that on a phone), for as long as a placeholder waited, below-the-fold ones included
 * (docs/performance.md).
 */
const bone = (theme: Theme) => css`
  display: block;
  background: ${theme.colors.surfaceStrong};
`;

/**
 * A grey placeholder with the shape of content that is still loading. Memoised: a loading page
 * holds dozens of them, and its parents re-render as each query answers while the placeholders'
 * props stay the same.
 */
export const Skeleton = memo(function Skeleton({
  inlineSize = '100%',
  blockSize = '16px',
  radius = 'sm',
  label,
  className,
}: SkeletonProps) {
  const a11y =
    label === undefined
      ? { 'aria-hidden': true as const }
      : { role: 'progressbar', 'aria-busy': true, 'aria-label': label };
  return (
    <span
      {...a11y}
      className={className}
      css={(theme) => [
        bone(theme),
        css`
          inline-size: ${inlineSize};
          block-size: ${blockSize};
          border-radius: ${theme.radii[radius]};
        `,
      ]}
    />
  );
});
