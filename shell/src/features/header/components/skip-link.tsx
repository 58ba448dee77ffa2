import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

/** Id of the `<main>` element the skip link jumps to. */
export const MAIN_ID = 'main-content';

const skip = css`
  position: absolute;
  inset-inline-start: 8px;
  inset-block-start: -48px;
  z-index: 100;
  padding: 8px 16px;
  background: #fff;
  &:focus {
    inset-block-start: 8px;
  }
`;

/** First focusable element: jumps keyboard users past the header. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a css={skip} href={`#${MAIN_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
