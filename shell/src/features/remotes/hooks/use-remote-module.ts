import { useCallback, useMemo, useState } from 'react';
import type { LazyExoticComponent } from 'react';
import type { AnyModuleComponent } from '../module-loader';
import { MODULES } from '@dukkan/contracts';
import type { ModuleId } from '@dukkan/contracts';
import { forgetModule, lazyModule, loadFailed } from '../module-loader';
import { reRegisterRemote } from '../registry';

export interface RemoteModuleState {
  /** The lazy component to render inside Suspense. */
  Component: LazyExoticComponent<AnyModuleComponent>;
  /** Changes after each retry; used as the error boundary's key so it starts clean. */
  attempt: number;
  /** Forgets the failed load (registering its remote again if it did not download) and renders a fresh lazy component. */
  retry: () => void;
}

/** A page or fragment module by id, with a retry that really loads it again. */
export function useRemoteModule(moduleId: ModuleId): RemoteModuleState {
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a dependency on purpose: after forgetModule the same id yields a new component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Component = useMemo(() => lazyModule(moduleId), [moduleId, attempt]);
  const retry = useCallback(() => {
    const again = () => {
      forgetModule(moduleId);
      setAttempt((value) => value + 1);
    };
    if (!loadFailed(moduleId)) {
      again();
      return;
    }
    reRegisterRemote(MODULES[moduleId].remote)
      .catch((error: unknown) => console.error(`Could not register "${MODULES[moduleId].remote}" again`, error))
      .finally(again);
  }, [moduleId]);
  return { Component, attempt, retry };
}
