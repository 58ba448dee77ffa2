import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { MODULES } from '@dukkan/contracts';
import type { ModuleId } from '@dukkan/contracts';
import type { AnyModuleComponent } from '../module-loader';
import { forgetModule, lazyModule, loadFailed } from '../module-loader';
import {
  failedElsewhere,
  generationOf,
  notePage,
  recoverModules,
  subscribeModuleHealth,
} from '../module-health';
import { reRegisterWhenIdle } from '../remote-loads';

export interface RemoteModuleState {
  /** The lazy component to render inside Suspense. */
  Component: LazyExoticComponent<AnyModuleComponent>;
  /** Changes after each retry or recovery; the error boundary's key, so it starts clean. */
  attempt: number;
  /** Forgets the failed load (registering its remote again if it did not download) and renders a fresh lazy component. */
  retry: () => void;
}

/**
 * A page or fragment module by id, with a retry that really loads it again. A module whose
 * download failed on an earlier page is tried again when the shopper navigates (issue 16): a
 * remote that came back shows up without a full reload.
 */
export function useRemoteModule(moduleId: ModuleId): RemoteModuleState {
  const [attempt, setAttempt] = useState(0);
  const generation = useSyncExternalStore(
    subscribeModuleHealth,
    () => generationOf(moduleId),
    () => generationOf(moduleId),
  );
  // `attempt` and `generation` are dependencies on purpose: after forgetModule the same id
  // yields a new lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Component = useMemo(() => lazyModule(moduleId), [moduleId, attempt, generation]);

  const { pathname, search } = useLocation();
  useEffect(() => {
    const address = `${pathname}${search}`;
    notePage(address);
    if (!failedElsewhere(address).includes(moduleId)) return;
    void recoverModules([moduleId], forgetModule, reRegisterWhenIdle);
  }, [moduleId, pathname, search]);

  const retry = useCallback(() => {
    const again = () => {
      forgetModule(moduleId);
      setAttempt((value) => value + 1);
    };
    if (!loadFailed(moduleId)) {
      again();
      return;
    }
    reRegisterWhenIdle(MODULES[moduleId].remote)
      .catch((error: unknown) =>
        console.error(`Could not register "${MODULES[moduleId].remote}" again`, error),
      )
      .finally(again);
  }, [moduleId]);
  // Both only grow, so their sum changes whenever either does.
  return { Component, attempt: attempt + generation, retry };
}
