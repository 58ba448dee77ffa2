import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '../chunk-reload';
import { RemoteFallback } from './remote-fallback';

interface RemoteBoundaryProps {
  /** Module id, for the log line. */
  moduleId: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
}

/**
 * Error boundary around every page and fragment: a remote that fails (manifest 404, script
 * error, render error) leaves a translated fallback with a retry and never takes the page down.
 * A chunk-load failure also reloads the page, at most once per 60 s.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`"${this.props.moduleId}" could not be shown`, error, info.componentStack);
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }

  // The owner re-keys this boundary on retry, so the fresh attempt starts with a clean state.
  private readonly retry = () => {
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (this.state.failed) return <RemoteFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
