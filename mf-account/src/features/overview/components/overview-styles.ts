import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@dukkan/contracts';

/** The customer-area page column (desktop container width, phone padding). */
export const areaPage = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xl};
  max-inline-size: 1166px;
  margin-inline: auto;
  padding-block: ${theme.space.xl};
  padding-inline: ${theme.space.lg};
`;

export const widgets = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.mq.sm} {
    grid-template-columns: 1fr 2fr;
  }
`;

export const widget = (theme: Theme) => css`
  display: grid;
  align-content: start;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const bigValue = (theme: Theme) => css`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.brand};
`;

export const progressTrack = (theme: Theme) => css`
  block-size: 10px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceStrong};
  overflow: hidden;
  span {
    display: block;
    block-size: 100%;
    background: ${theme.colors.brand};
  }
`;

export const linkGrid = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.sm} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const areaLink = (theme: Theme) => css`
  display: flex;
  align-items: center;
  min-block-size: ${theme.touchTarget};
  padding-inline: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.brand};
    color: ${theme.colors.brandActive};
  }
  ${focusRing(theme)};
`;

export const inlineLink = (theme: Theme) => css`
  color: ${theme.colors.brandActive};
  ${focusRing(theme)};
`;
