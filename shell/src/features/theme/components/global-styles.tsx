import { Global, css } from '@emotion/react';
import type { Theme } from '@emotion/react';

// The faces are not here but in a style element of their own (font-faces.ts, ensureFaces).
const styles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* A dialog's scroll lock hides the scrollbar; its gutter stays, so the page does not reflow. */
    scrollbar-gutter: stable;
  }
  body {
    margin: 0;
    min-block-size: 100vh;
    font-family: ${theme.fonts.latin};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.regular};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  /* Arabic text gets the Arabic stack even inside an English page (e.g. the language switch). */
  :lang(ar) {
    font-family: ${theme.fonts.arabic};
  }
  h1,
  h2,
  h3,
  h4 {
    margin-block: 0 ${theme.space.md};
    line-height: ${theme.lineHeights.tight};
    font-weight: ${theme.fontWeights.bold};
  }
  h1 {
    font-size: ${theme.fontSizes.xxl};
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin-block: 0 ${theme.space.md};
  }
  a {
    color: ${theme.colors.brand};
    text-underline-offset: 0.15em;
  }
  a:hover {
    color: ${theme.colors.brandHover};
  }
  img,
  svg,
  video {
    max-inline-size: 100%;
    block-size: auto;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  /* Keyboard focus is always visible; mouse focus is not outlined (WCAG 2.4.7). */
  :focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  :focus:not(:focus-visible) {
    outline: none;
  }
  ::selection {
    background: ${theme.colors.brandSoft};
    color: ${theme.colors.text};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/**
 * Page-wide base styles from the theme: the self-hosted Cairo faces, box sizing, type scale,
 * brand links and a visible keyboard focus ring. Logical properties only, so `/ar` mirrors.
 */
export function GlobalStyles() {
  return <Global styles={styles} />;
}
