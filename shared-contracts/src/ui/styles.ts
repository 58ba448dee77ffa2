import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';

/**
 * The visible keyboard focus ring: a 2 px outline offset from the control, only for keyboard
 * focus (`:focus-visible`), so mouse users do not see it and keyboard users always do.
 */
export const focusRing = (theme: Theme) => css`
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Hidden on screen, still read by screen readers (labels of icon-only controls). */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** The centred page container of the desktop width (shell spec section 9). */
export const container = (theme: Theme) => css`
  inline-size: 100%;
  max-inline-size: ${theme.container.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.container.padding};
`;
