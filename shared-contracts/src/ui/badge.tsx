import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { StatusTone } from './theme';

export type BadgeTone = StatusTone | 'brand' | 'accent' | 'neutral';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** `count`: a small round number on an icon (cart count); `label`: a word (Default, New). */
  shape?: 'label' | 'count';
  children: ReactNode;
}

function colours(theme: Theme, tone: BadgeTone) {
  const { colors } = theme;
  switch (tone) {
    case 'brand':
      return { fg: colors.onBrand, bg: colors.brand };
    case 'accent':
      return { fg: colors.onBrand, bg: colors.accent };
    case 'neutral':
      return { fg: colors.text, bg: colors.surfaceStrong };
    default:
      return { fg: colors[tone].foreground, bg: colors[tone].background };
  }
}

/**
 * A short status word or a count. The text is the content, so a count badge on an icon needs
 * the icon's label to say what it counts (e.g. "Cart, 3 items").
 */
export function Badge({ tone = 'neutral', shape = 'label', children, ...rest }: BadgeProps) {
  return (
    <span
      {...rest}
      css={(theme) => {
        const { fg, bg } = colours(theme, tone);
        return css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          min-inline-size: ${shape === 'count' ? '20px' : 'auto'};
          block-size: ${shape === 'count' ? '20px' : 'auto'};
          padding-block: ${shape === 'count' ? '0' : theme.space.xxs};
          padding-inline: ${shape === 'count' ? theme.space.xs : theme.space.sm};
          border-radius: ${theme.radii.pill};
          background: ${bg};
          color: ${fg};
          font-size: ${theme.fontSizes.xs};
          font-weight: ${theme.fontWeights.bold};
          line-height: 1.4;
          white-space: nowrap;
        `;
      }}
    >
      {children}
    </span>
  );
}
