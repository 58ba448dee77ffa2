import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';

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
