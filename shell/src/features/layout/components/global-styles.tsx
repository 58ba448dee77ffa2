import { Global, css } from '@emotion/react';
import { COLORS } from '../constants';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'Noto Sans',
      'Noto Sans Arabic',
      Tahoma,
      Arial,
      sans-serif;
    font-size: 16px;
    line-height: 1.5;
    color: ${COLORS.text};
    background: #fff;
  }
  a {
    color: ${COLORS.brand};
  }
  :focus-visible {
    outline: 2px solid ${COLORS.brand};
    outline-offset: 2px;
  }
`;

/** Page-wide base styles: system font stack, box sizing, brand links. */
export function GlobalStyles() {
  return <Global styles={styles} />;
}
