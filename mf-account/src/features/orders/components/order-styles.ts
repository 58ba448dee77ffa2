import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';

export const card = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  h2,
  h3,
  p {
    margin: 0;
  }
  h2,
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
`;

export const row = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

export const pager = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
`;

export const totalsList = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: end;
  }
`;

export const detailGrid = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.mq.sm} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

export { areaPage, cardList, link, muted } from '../../../shared/page-styles';
