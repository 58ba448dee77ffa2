import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';

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

export const errorText = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.danger.foreground};
`;

export { areaPage, cardList as productList, link, muted } from '../../../shared/page-styles';
