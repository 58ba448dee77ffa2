import { useEffect, useState } from 'react';
import { TIMINGS } from '@dukkan/contracts';

/** How long the full bar stays on screen after loading ends, before it is removed. */
export const PROGRESS_FINISH_MS = 300;

export type ProgressPhase = 'idle' | 'running' | 'finishing';

/**
 * The progress bar's phase for a loading flag (shell spec section 9: throttle 200 ms, duration
 * 5000 ms): a load shorter than the throttle shows nothing; a longer one shows the bar, which
 * fills over the duration and completes when loading ends.
 */
export function usePageProgress(isLoading: boolean): { phase: ProgressPhase; durationMs: number } {
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  const [wasLoading, setWasLoading] = useState(isLoading);
  // Loading ended: a visible bar completes (state adjusted while rendering, not in an effect).
  if (wasLoading !== isLoading) {
    setWasLoading(isLoading);
    if (!isLoading && phase === 'running') setPhase('finishing');
  }
  useEffect(() => {
    if (!isLoading) return undefined;
    const timer = setTimeout(() => setPhase('running'), TIMINGS.progressBarThrottleMs);
    return () => clearTimeout(timer);
  }, [isLoading]);
  useEffect(() => {
    if (phase !== 'finishing') return undefined;
    const timer = setTimeout(() => setPhase('idle'), PROGRESS_FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);
  return { phase, durationMs: TIMINGS.progressBarDurationMs };
}
