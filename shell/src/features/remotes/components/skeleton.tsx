import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const bar = css`
  display: block;
  min-block-size: 24px;
  min-inline-size: 48px;
  border-radius: 4px;
  background: #e8ece9;
  animation: ${pulse} 800ms ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Placeholder shown while a remote module downloads; announced as busy, not as text. */
export function Skeleton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <span
      role="progressbar"
      aria-busy="true"
      aria-label={t('loading')}
      css={[bar, block && css`min-block-size: 240px; inline-size: 100%;`]}
    />
  );
}
