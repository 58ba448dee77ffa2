import { Suspense, useEffect, useRef } from 'react';
import type { CSSProperties, RefObject } from 'react';
import type { ModuleId, RoutePageProps } from '@dukkan/contracts';
import { useShellServices } from '../../../shared/services/shell-services';
import { useRemoteModule } from '../hooks/use-remote-module';
import { useCoveredFirstPage, whenPageReady } from '../hooks/use-covered-first-page';
import { RemoteBoundary } from './remote-boundary';
import { FirstScreenCopy, PageFallback, PageShown } from '../first-screen-page';

/** Rendered after the page's own components: tells `onReady` once the page can be seen. */
function PageReady({
  container,
  onReady,
}: {
  container: RefObject<HTMLDivElement | null>;
  onReady: () => void;
}) {
  const { client } = useShellServices();
  useEffect(() => {
    if (!container.current) return undefined;
    return whenPageReady(client, container.current, onReady);
  }, [client, container, onReady]);
  return null;
}

const CONTENTS: CSSProperties = { display: 'contents' };
const STACK: CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' };
const LAYER: CSSProperties = { gridArea: '1 / 1' };
const UNSEEN_LAYER: CSSProperties = { gridArea: '1 / 1', visibility: 'hidden' };

/**
 * A page module of a remote, behind Suspense and an error boundary with retry. The first page,
 * while the dialog the boot opened covers it, stays its first screen's copy, and takes the
 * copy's place only once it has rendered with its answers (useCoveredFirstPage).
 */
export function RemotePage({ moduleId, routeId, params }: { moduleId: ModuleId } & RoutePageProps) {
  const { Component, attempt, retry } = useRemoteModule(moduleId);
  const cover = useCoveredFirstPage(moduleId);
  const unseen = useRef<HTMLDivElement>(null);
  const props: RoutePageProps = { routeId, params };
  const page = (
    <RemoteBoundary
      key={`${routeId}:${attempt}`}
      moduleId={moduleId}
      onRetry={retry}
      onFailed={cover.reveal}
    >
      <Suspense fallback={<PageFallback />}>
        <Component {...props} />
        <PageShown />
        {cover.phase === 'revealing' && <PageReady container={unseen} onReady={cover.reveal} />}
      </Suspense>
    </RemoteBoundary>
  );
  if (cover.copy === null) return page;
  // The page keeps its place in the tree from its first render to its last. While it is being
  // revealed, it and the copy share one grid cell: the page is laid out, unseen, where it will
  // be seen; otherwise both wrappers are boxes of no layout of their own.
  const revealing = cover.phase === 'revealing';
  return (
    <div style={revealing ? STACK : CONTENTS}>
      {cover.phase !== 'shown' && (
        <FirstScreenCopy html={cover.copy} style={revealing ? LAYER : undefined} />
      )}
      <div ref={unseen} style={revealing ? UNSEEN_LAYER : CONTENTS}>
        {cover.phase === 'covered' ? null : page}
      </div>
    </div>
  );
}
