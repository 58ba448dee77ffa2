import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { inlineSign, theme } from '@dukkan/contracts';
import { useStore } from 'zustand';
import { Z } from '../../../shared/constants';
import { usePageProgress } from '../hooks/use-page-progress';
import { pageLoading } from '../../../shared/page-loading';

// A transform, not the bar's size: the compositor draws each frame, and the main thread, busy
// with the page that is loading, lays nothing out for it.
const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.9); }
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
  background: ${theme.colors.brand};
  box-shadow: 0 0 6px ${theme.colors.brand};
  /* It grows from the start of the line: 0% (the left) in English, 100% in Arabic. */
  ${inlineSign}
  transform-origin: calc(50% - 50% * var(--dukkan-inline-sign, 1)) 50%;
  &[data-phase='running'] {
    animation: ${fill} ${durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
  }
  &[data-phase='finishing'] {
    opacity: 0;
    transition: opacity 300ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-phase='running'] {
      animation: none;
      transform: scaleX(0.9);
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
