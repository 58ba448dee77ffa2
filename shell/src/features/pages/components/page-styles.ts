import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { buttonStyles } from '@dukkan/contracts';

/** Centred message pages (404, error). */
export const messagePage = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.xxxl};
  padding-inline: ${theme.space.lg};
  text-align: center;
  h1 {
    margin: 0;
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.display};
    font-weight: ${theme.fontWeights.bold};
  }
  p {
    margin: 0;
    max-inline-size: 560px;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.lg};
  }
  ${theme.mq.md} {
    padding-block: ${theme.space.huge};
  }
`;

export const buttonRow = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.sm};
`;

/** Links that look like the design system's buttons (Shop Now, My Orders). */
export const primaryButton = (theme: Theme) =>
  buttonStyles(theme, { variant: 'primary', size: 'lg' });

export const secondaryButton = (theme: Theme) =>
  buttonStyles(theme, { variant: 'outline', size: 'lg' });
