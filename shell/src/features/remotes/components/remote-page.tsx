import { Suspense } from 'react';
import type { ModuleId, RoutePageProps } from '@dukkan/contracts';
import { useRemoteModule } from '../hooks/use-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { PageFallback, PageShown } from '../first-screen-page';

/** A page module of a remote, behind Suspense and an error boundary with retry. */
export function RemotePage({ moduleId, routeId, params }: { moduleId: ModuleId } & RoutePageProps) {
  const { Component, attempt, retry } = useRemoteModule(moduleId);
  const props: RoutePageProps = { routeId, params };
  return (
    <RemoteBoundary key={`${routeId}:${attempt}`} moduleId={moduleId} onRetry={retry}>
      <Suspense fallback={<PageFallback />}>
        <Component {...props} />
        <PageShown />
      </Suspense>
    </RemoteBoundary>
  );
}
