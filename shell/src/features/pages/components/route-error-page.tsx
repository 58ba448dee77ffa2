import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from './error-page';
import type { ErrorPageInput } from '../hooks/use-error-page';

/**
 * What the error page may show of a caught error: errors thrown on purpose with a `statusCode`
 * carry a message meant for shoppers; a plain programming error only gets the generic message
 * (its text is for the console).
 */
export function errorPageInputOf(error: unknown): ErrorPageInput {
  if (
    error instanceof Error &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  ) {
    return {
      statusCode: (error as Error & { statusCode: number }).statusCode,
      message: error.message,
    };
  }
  return {};
}

interface BoundaryProps {
  /** The path the boundary belongs to: a new path clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The `resetKey` the error was caught under. */
  caughtAt: string | null;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, caughtAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    // The error was just caught: remember where; a later path starts clean.
    if (state.caughtAt === null) return { caughtAt: props.resetKey };
    return state.caughtAt === props.resetKey ? null : { error: null, caughtAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A route failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error !== null) return <ErrorPage {...errorPageInputOf(this.state.error)} />;
    return this.props.children;
  }
}

/**
 * A route's error boundary: a page (or layout) that throws while rendering shows the error page
 * in its place, and leaving for another path renders normally again.
 */
export function RouteErrorPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}
