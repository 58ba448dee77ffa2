import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { COLORS, Z } from '../../../shared/constants';
import { usePageProgress } from '../hooks/use-page-progress';
import { pageLoading } from '../../../shared/page-loading';

const fill = keyframes`
  from { inline-size: 0; }
  to { inline-size: 90%; }
`;

const track = css`
  position: fixed;
  inset-inline: 0;
  inset-block-start: 0;
  z-index: ${Z.progress};
  block-size: 3px;
  pointer-events: none;
`;

const bar = (durationMs: number) => css`
  block-size: 100%;
  background: ${COLORS.brand};
  box-shadow: 0 0 6px ${COLORS.brand};
  &[data-phase='running'] {
    animation: ${fill} ${durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
  }
  &[data-phase='finishing'] {
    inline-size: 100%;
    opacity: 0;
    transition: opacity 300ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-phase='running'] {
      animation: none;
      inline-size: 90%;
    }
  }
`;

/** The page progress bar at the top while a page's code is downloading. */
export function PageProgress() {
  const { t } = useTranslation('shell');
  const isLoading = useStore(pageLoading.store, (state) => state.pending > 0);
  const { phase, durationMs } = usePageProgress(isLoading);
  if (phase === 'idle') return null;
  return (
    <div
      css={track}
      role="progressbar"
      aria-label={t('progress.label')}
      aria-busy={phase === 'running'}
    >
      <div css={bar(durationMs)} data-phase={phase} />
    </div>
  );
}
