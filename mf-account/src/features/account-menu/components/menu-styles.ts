import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@dukkan/contracts';

/** A row of the dropdown or drawer: a link or the logout button, full width, 44 px tall. */
export const menuItem = (theme: Theme) => css`
  display: flex;
  align-items: center;
  inline-size: 100%;
  min-block-size: ${theme.touchTarget};
  padding-inline: ${theme.space.lg};
  border: 0;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surface};
    color: ${theme.colors.brandActive};
  }
  ${focusRing(theme)};
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const menuList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const headerLink = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-block-size: ${theme.touchTarget};
  padding-inline: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.md};
  background: none;
  color: ${theme.colors.brand};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandSoft};
  }
  ${focusRing(theme)};
`;
