import { css, keyframes } from '@emotion/react';
import type { Theme } from '@emotion/react';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const sheetIn = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

/**
 * The sign of the inline direction for transforms, which have no logical form: 1 left to right,
 * -1 right to left (from the page's `dir`). An element that moves along the inline axis
 * includes it and multiplies by `var(--dukkan-inline-sign)`.
 */
export const inlineSign = css`
  --dukkan-inline-sign: 1;
  [dir='rtl'] & {
    --dukkan-inline-sign: -1;
  }
`;

/*
 * Panels that enter from the inline start or end: from the left and the right in English, the
 * right and the left in Arabic. The panel includes `inlineSign`.
 */
const fromStart = keyframes`
  from { transform: translateX(calc(-100% * var(--dukkan-inline-sign, 1))); }
  to { transform: none; }
`;

const fromEnd = keyframes`
  from { transform: translateX(calc(100% * var(--dukkan-inline-sign, 1))); }
  to { transform: none; }
`;

export const ENTER = { fadeIn, riseIn, sheetIn, fromStart, fromEnd };

/** The dim layer covering the page behind a modal or drawer. */
export const overlayStyle = (theme: Theme, zIndex: number) => css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex};
  display: flex;
  background: ${theme.colors.overlay};
  animation: ${fadeIn} ${theme.motion.normal} ${theme.motion.easing};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    & > * {
      animation: none !important;
    }
  }
`;

/** Title row: the heading and the close button at the inline end. */
export const headerStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding-block: ${theme.space.md};
  padding-inline: ${theme.space.xl} ${theme.space.md};
  border-block-end: 1px solid ${theme.colors.border};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
  }
`;

export const bodyStyle = (theme: Theme) => css`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-block: ${theme.space.lg};
  padding-inline: ${theme.space.xl};
`;

export const footerStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.md};
  padding-inline: ${theme.space.xl};
  border-block-start: 1px solid ${theme.colors.border};
`;
