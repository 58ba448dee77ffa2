import { css } from '@emotion/react';

/** Centred message pages (404, error). */
export const messagePage = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding-block: 48px;
  padding-inline: 16px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 28px;
    color: #1c2520;
  }
  p {
    margin: 0;
    max-inline-size: 560px;
    color: #3d4a42;
  }
`;

export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

export const primaryButton = css`
  display: inline-block;
  padding: 12px 24px;
  border-radius: 4px;
  background: #0b7a3e;
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: #086332;
  }
  &:focus-visible {
    outline: 2px solid #0b7a3e;
    outline-offset: 2px;
  }
`;

export const secondaryButton = css`
  ${primaryButton};
  background: #fff;
  color: #0b7a3e;
  border: 1px solid #0b7a3e;
  &:hover {
    background: #e9f6ee;
  }
`;
