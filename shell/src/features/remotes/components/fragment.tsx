import { Suspense } from 'react';
import type { ReactNode } from 'react';
import type { FragmentProps, ModuleId } from '@dukkan/contracts';
import { useRemoteModule } from '../hooks/use-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { Skeleton } from './skeleton';

/**
 * Renders another team's module by id with exactly that module's props, behind Suspense (a
 * small skeleton) and an error boundary (translated fallback with a retry).
 */
export function Fragment<K extends ModuleId>({ module, props, loading }: FragmentProps<K>): ReactNode {
  const { Component, attempt, retry } = useRemoteModule(module);
  return (
    <RemoteBoundary key={attempt} moduleId={module} onRetry={retry}>
      <Suspense fallback={loading === undefined ? <Skeleton /> : loading}>
        <Component {...(props as object)} />
      </Suspense>
    </RemoteBoundary>
  );
}
