import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';

export const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
`;

/** Two short fields side by side from tablet width (building/floor, apartment/landmark). */
export const pair = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const fieldset = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  & > legend {
    padding: 0;
    margin-block-end: ${theme.space.md};
    font-weight: ${theme.fontWeights.semibold};
    font-size: ${theme.fontSizes.lg};
  }
`;

export const note = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

export const errorNote = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.danger.foreground};
  font-weight: ${theme.fontWeights.semibold};
`;

export const actions = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

export const cardList = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  }
`;

/** A card; the chosen one has the brand border (shell spec section 2, highlighted border). */
export const cardStyle = (theme: Theme, selected: boolean, disabled: boolean) => css`
  display: grid;
  gap: ${theme.space.xs};
  align-content: start;
  padding: ${theme.space.lg};
  border: 2px solid ${selected ? theme.colors.brand : theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${selected ? theme.colors.brandSoft : theme.colors.background};
  color: ${disabled ? theme.colors.subtle : theme.colors.text};
  & p {
    margin: 0;
  }
`;

export const cardHead = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-weight: ${theme.fontWeights.semibold};
  & input {
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
    accent-color: ${theme.colors.brand};
  }
  & label {
    flex: 1;
    cursor: pointer;
  }
`;

export const warningNote = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.warning.foreground};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

/** An address book page: the storefront container with a readable column for the form. */
export const bookPage = (theme: Theme, narrow: boolean) => css`
  display: grid;
  gap: ${theme.space.xl};
  inline-size: 100%;
  max-inline-size: ${narrow ? '720px' : '1166px'};
  margin-inline: auto;
  padding-block: ${theme.space.xxl};
  padding-inline: ${theme.space.lg};
  & h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
  }
`;

export const pageHead = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  & p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;
