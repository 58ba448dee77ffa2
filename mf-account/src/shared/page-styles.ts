import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@dukkan/contracts';

/** The narrow centred column of the login and registration pages. */
export const authPage = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  inline-size: 100%;
  max-inline-size: 440px;
  margin-inline: auto;
  padding-block: ${theme.space.xxl};
  padding-inline: ${theme.space.lg};
`;

export const pageTitle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
`;

export const intro = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.muted};
`;

export const form = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
`;

/** The customer-area page column (orders, order detail, reviews). */
export const areaPage = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xl};
  max-inline-size: 1166px;
  margin-inline: auto;
  padding-block: ${theme.space.xl};
  padding-inline: ${theme.space.lg};
`;

/** A list of cards without bullets. */
export const cardList = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const link = (theme: Theme) => css`
  color: ${theme.colors.brandActive};
  font-weight: ${theme.fontWeights.semibold};
  ${focusRing(theme)};
`;

export const muted = (theme: Theme) => css`
  color: ${theme.colors.muted};
`;
