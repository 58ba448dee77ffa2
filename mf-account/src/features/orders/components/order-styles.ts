import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@dukkan/contracts';

/** The customer-area page column. */
export const areaPage = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xl};
  max-inline-size: 1166px;
  margin-inline: auto;
  padding-block: ${theme.space.xl};
  padding-inline: ${theme.space.lg};
`;

export const cardList = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

export const link = (theme: Theme) => css`
  color: ${theme.colors.brandActive};
  font-weight: ${theme.fontWeights.semibold};
  ${focusRing(theme)};
`;

export const muted = (theme: Theme) => css`
  color: ${theme.colors.muted};
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
