import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@dukkan/contracts';

/** The customer-area page column (as the order pages). */
export const areaPage = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xl};
  max-inline-size: 1166px;
  margin-inline: auto;
  padding-block: ${theme.space.xl};
  padding-inline: ${theme.space.lg};
`;

export const productList = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One product of the order with its stars and comment. */
export const productCard = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${theme.fontSizes.lg};
  }
`;

export const link = (theme: Theme) => css`
  color: ${theme.colors.brandActive};
  font-weight: ${theme.fontWeights.semibold};
  ${focusRing(theme)};
`;

export const muted = (theme: Theme) => css`
  color: ${theme.colors.muted};
`;

export const errorText = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.danger.foreground};
`;
