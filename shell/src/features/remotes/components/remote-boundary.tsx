import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { FragmentRole, ModuleId } from '@dukkan/contracts';
import { isChunkLoadError, reloadAfterChunkError } from '../chunk-reload';
import { reportMissingOptional, withdrawMissingOptional } from '../module-health';
import { CompactFallback } from './compact-fallback';
import { RemoteFallback } from './remote-fallback';

interface RemoteBoundaryProps {
  moduleId: ModuleId;
  onRetry: () => void;
  /**
   * What a failure leaves (issue 16): `page` the full translated block with a retry,
   * `essential` a compact message with a retry sized for the slot, `optional` nothing (the
   * page's one quiet notice says something is missing).
   */
  degradation?: 'page' | FragmentRole;
  /** Told once the slot shows its failure instead of its module. */
  onFailed?: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
}

/**
 * Error boundary around every page and fragment: a remote that fails (remote entry 404, script
 * error, render error) never takes the page down. A chunk-load failure also reloads the page,
 * at most once per 60 s.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  /** Whether this slot counts in the page's quiet notice (an optional fragment left empty). */
  private reported = false;

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`"${this.props.moduleId}" could not be shown`, error, info.componentStack);
    if (this.props.degradation === 'optional' && !this.reported) {
      this.reported = true;
      reportMissingOptional(this.props.moduleId);
    }
    this.props.onFailed?.();
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }

  override componentWillUnmount(): void {
    if (this.reported) withdrawMissingOptional(this.props.moduleId);
  }

  // The owner re-keys this boundary on retry, so the fresh attempt starts with a clean state.
  private readonly retry = () => {
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    switch (this.props.degradation ?? 'page') {
      case 'optional':
        return null;
      case 'essential':
        return <CompactFallback onRetry={this.retry} />;
      default:
        return <RemoteFallback onRetry={this.retry} />;
    }
  }
}
