import { css } from '@emotion/react';
import { theme } from '@dukkan/contracts';
import { LAYOUT_MAX_WIDTH } from '../../../shared/constants';

export const nav = css`
  position: relative;
  z-index: 2;
  background: #fff;
  border-block-end: 1px solid ${theme.colors.border};
  ${theme.down('md')} {
    display: none;
  }
`;

export const bar = css`
  display: flex;
  align-items: center;
  gap: 4px;
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  margin-inline: auto;
  padding-inline: 16px;
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const barItem = css`
  display: inline-block;
  padding-block: 12px;
  padding-inline: 12px;
  border: none;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: ${theme.colors.brand};
    box-shadow: inset 0 -3px 0 ${theme.colors.brand};
  }
`;

export const allButton = css`
  ${barItem};
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-inline-end: 8px;
  background: ${theme.colors.brand};
  color: #fff;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.brandHover};
    color: #fff;
    box-shadow: none;
  }
`;

export const deals = css`
  ${barItem};
  color: ${theme.colors.accent};
`;

export const panel = css`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  display: flex;
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  min-block-size: 280px;
  margin-inline: auto;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  box-shadow: 0 12px 24px rgb(0 0 0 / 12%);
`;

export const sideList = css`
  flex: 0 0 240px;
  margin: 0;
  padding-block: 8px;
  padding-inline: 0;
  list-style: none;
  border-inline-end: 1px solid ${theme.colors.border};
  a {
    display: block;
    padding-block: 8px;
    padding-inline: 16px;
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='true'],
  a:hover {
    background: ${theme.colors.surface};
    color: ${theme.colors.brand};
  }
`;

export const children = css`
  flex: 1 1 auto;
  padding: 16px 24px;
  h2 {
    margin-block: 0 12px;
    font-size: 18px;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: 8px 24px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.brand};
    text-decoration: underline;
  }
`;

export const shopAll = css`
  display: inline-block;
  margin-block-start: 16px;
  font-weight: 700;
  && {
    color: ${theme.colors.brand};
  }
`;

export const offerCard = css`
  flex: 0 0 260px;
  margin: 16px;
  padding: 16px;
  border-radius: 8px;
  background: ${theme.colors.surface};
  h3 {
    margin-block: 0 8px;
    font-size: 16px;
  }
  p {
    margin-block: 0 12px;
    color: ${theme.colors.muted};
  }
  a {
    font-weight: 700;
    color: ${theme.colors.brand};
  }
`;

export const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 1;
  background: ${theme.colors.overlay};
`;
