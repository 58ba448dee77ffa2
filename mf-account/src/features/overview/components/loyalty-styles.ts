import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@dukkan/contracts';

export const historyList = (theme: Theme) => css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  ${focusRing(theme)};
  li {
    display: flex;
    gap: ${theme.space.md};
    align-items: flex-start;
    justify-content: space-between;
    padding-block: ${theme.space.sm};
    border-block-end: 1px solid ${theme.colors.border};
    ${focusRing(theme)};
  }
  p {
    margin: 0;
  }
`;

export const historyPoints = (gained: boolean) => (theme: Theme) => css`
  flex-shrink: 0;
  font-weight: ${theme.fontWeights.bold};
  color: ${gained ? theme.colors.success.foreground : theme.colors.text};
`;

export const tierList = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.sm} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: grid;
    gap: ${theme.space.xs};
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  li[aria-current='true'] {
    border: 2px solid ${theme.colors.brand};
  }
  p {
    margin: 0;
  }
`;

export const optionTable = (theme: Theme) => css`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space.sm};
    text-align: start;
    border-block-end: 1px solid ${theme.colors.border};
  }
`;
