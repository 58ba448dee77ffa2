import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from './styles';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const HEIGHTS: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };

function variantStyles(theme: Theme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.brand};
        color: ${colors.onBrand};
        border-color: ${colors.brand};
        &:hover:not(:disabled) {
          background: ${colors.brandHover};
          border-color: ${colors.brandHover};
          color: ${colors.onBrand};
        }
        &:active:not(:disabled) {
          background: ${colors.brandActive};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.brandSoft};
        color: ${colors.brandActive};
        border-color: ${colors.brandSoft};
        &:hover:not(:disabled) {
          border-color: ${colors.brand};
          color: ${colors.brandActive};
        }
      `;
    case 'outline':
      return css`
        background: ${colors.background};
        color: ${colors.brand};
        border-color: ${colors.brand};
        &:hover:not(:disabled) {
          background: ${colors.brandSoft};
          color: ${colors.brandHover};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${colors.surface};
          color: ${colors.text};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger.border};
        color: ${colors.onBrand};
        border-color: ${colors.danger.border};
        &:hover:not(:disabled) {
          background: ${colors.danger.foreground};
          color: ${colors.onBrand};
        }
      `;
    case 'link':
      return css`
        min-block-size: auto;
        padding-inline: 0;
        background: transparent;
        color: ${colors.brand};
        border-color: transparent;
        text-decoration: underline;
        text-underline-offset: 0.15em;
        &:hover:not(:disabled) {
          color: ${colors.brandHover};
        }
      `;
  }
}

/**
 * Button look for any element: `<button>` through `Button`, or a router `<Link>` that should
 * look like a button (`css={(theme) => buttonStyles(theme, { variant: 'outline' })}`).
 */
export function buttonStyles(
  theme: Theme,
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
  }: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {},
) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.sm};
    min-block-size: ${HEIGHTS[size]};
    inline-size: ${fullWidth ? '100%' : 'auto'};
    padding-block: 0;
    padding-inline: ${size === 'sm' ? theme.space.md : size === 'lg' ? theme.space.xl : theme.space.lg};
    border: 1px solid transparent;
    border-radius: ${theme.radii.md};
    font-family: inherit;
    font-size: ${size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md};
    font-weight: ${theme.fontWeights.semibold};
    line-height: ${theme.lineHeights.tight};
    text-align: center;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition:
      background-color ${theme.motion.fast} ${theme.motion.easing},
      border-color ${theme.motion.fast} ${theme.motion.easing},
      color ${theme.motion.fast} ${theme.motion.easing};
    ${variantStyles(theme, variant)};
    ${focusRing(theme)};
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.55;
    }
    &[aria-busy='true'] {
      cursor: progress;
      opacity: 0.85;
    }
  `;
}
