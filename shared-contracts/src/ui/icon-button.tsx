import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { focusRing } from './styles';

/** `current` keeps the surrounding text colour (a close button inside a coloured toast). */
export type IconButtonVariant = 'plain' | 'current' | 'outline' | 'brand' | 'onBrand';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** The accessible name: an icon has no text, so the label is required. */
  label: string;
  /** The icon (an inline SVG or glyph); hidden from assistive technology. */
  children: ReactNode;
  variant?: IconButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}

const SIZES = { sm: '32px', md: '40px', lg: '44px' } as const;

function colours(theme: Theme, variant: IconButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'plain':
      return css`
        background: transparent;
        color: ${colors.text};
        &:hover:not(:disabled) {
          background: ${colors.surface};
        }
      `;
    case 'current':
      return css`
        background: transparent;
        color: inherit;
        &:hover:not(:disabled) {
          background: rgb(0 0 0 / 6%);
        }
      `;
    case 'outline':
      return css`
        background: ${colors.background};
        color: ${colors.text};
        border-color: ${colors.borderStrong};
        &:hover:not(:disabled) {
          border-color: ${colors.brand};
          color: ${colors.brand};
        }
      `;
    case 'brand':
      return css`
        background: ${colors.brand};
        color: ${colors.onBrand};
        &:hover:not(:disabled) {
          background: ${colors.brandHover};
        }
      `;
    case 'onBrand':
      return css`
        background: transparent;
        color: ${colors.onBrand};
        &:hover:not(:disabled) {
          background: rgb(255 255 255 / 16%);
        }
      `;
  }
}

/** A square button showing only an icon, named by `label` (shown to screen readers as its name). */
export function IconButton({
  label,
  children,
  variant = 'plain',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={rest.title ?? label}
      css={(theme) => css`
        display: inline-flex;
        flex: none;
        align-items: center;
        justify-content: center;
        inline-size: ${SIZES[size]};
        block-size: ${SIZES[size]};
        padding: 0;
        border: 1px solid transparent;
        border-radius: ${theme.radii.pill};
        font-size: ${size === 'sm' ? theme.fontSizes.md : theme.fontSizes.xl};
        line-height: 1;
        cursor: pointer;
        ${colours(theme, variant)};
        ${focusRing(theme)};
        &:disabled {
          cursor: not-allowed;
          opacity: 0.5;
        }
        svg {
          inline-size: 1em;
          block-size: 1em;
        }
      `}
    >
      <span aria-hidden="true" css={{ display: 'inline-flex' }}>
        {children}
      </span>
    </button>
  );
}

/** The close glyph used by dialogs, drawers and toasts. */
export function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
