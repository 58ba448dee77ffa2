import { css, keyframes } from '@emotion/react';
import type { Theme } from '@emotion/react';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const ring = (theme: Theme) => css`
  display: inline-block;
  flex: none;
  inline-size: 1em;
  block-size: 1em;
  border: 2px solid currentColor;
  border-block-start-color: transparent;
  border-radius: ${theme.radii.round};
  animation: ${spin} 700ms linear infinite;
`;

/**
 * A small busy indicator in the current text colour. Decorative by default (the control that
 * shows it says it is busy); with `label` it is announced as a status.
 */
export function Spinner({ label }: { label?: string }) {
  if (label === undefined) return <span aria-hidden="true" css={ring} />;
  return <span role="status" aria-label={label} css={ring} />;
}
