import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { degradationOf } from '@dukkan/contracts';
import type { FragmentProps, ModuleId } from '@dukkan/contracts';
import { useRemoteModule } from '../hooks/use-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { Skeleton } from '../../../shared/components/skeleton';

/**
 * Renders another team's module by id with exactly that module's props, behind Suspense (a
 * small skeleton) and an error boundary whose fallback follows the module's role in the module
 * map: nothing for an optional fragment, a compact message with a retry for an essential one.
 */
export function Fragment<K extends ModuleId>({
  module,
  props,
  loading,
}: FragmentProps<K>): ReactNode {
  const { Component, attempt, retry } = useRemoteModule(module);
  return (
    <RemoteBoundary
      key={attempt}
      moduleId={module}
      onRetry={retry}
      degradation={degradationOf(module)}
    >
      <Suspense fallback={loading === undefined ? <Skeleton /> : loading}>
        <Component {...(props as object)} />
      </Suspense>
    </RemoteBoundary>
  );
}
