import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@dukkan/contracts';

/** One missing item with its choices. */
export const itemCard = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  min-inline-size: 0;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger.border};
  }
  legend {
    float: inline-start;
    inline-size: 100%;
    padding: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
  }
  legend + * {
    clear: both;
  }
  p {
    margin: 0;
  }
`;

/** A product line: small picture beside its name and figures. */
export const productLine = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
  img {
    flex: none;
    inline-size: 56px;
    block-size: 56px;
    object-fit: contain;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
  }
`;

/** One choice (a replacement or the removal) as a whole clickable row. */
export const option = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandSoft};
  }
  input {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.brand};
    ${focusRing(theme)};
  }
`;

export const options = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.sm};
`;

export const errorText = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.danger.foreground};
  font-weight: ${theme.fontWeights.semibold};
`;

export const deadline = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space.md};
  border-inline-start: 4px solid ${theme.colors.warning.border};
  background: ${theme.colors.warning.background};
  color: ${theme.colors.warning.foreground};
`;

export { areaPage, cardList, link, muted } from '../../../shared/page-styles';
