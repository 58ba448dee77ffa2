import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { RouteDefinition } from '@dukkan/contracts';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useGuard } from '../hooks/use-guard';
import { ErrorPage } from '../../../features/pages/components/error-page';
import { NotFoundPage } from '../../../features/pages/components/not-found-page';
import { Skeleton } from '../../../shared/components/skeleton';
import { RemotePage } from '../../../features/remotes/components/remote-page';

function PageModule({ route }: { route: RouteDefinition }) {
  const params = useParams();
  useDocumentTitle(route);
  if (route.module === 'shell/NotFoundPage') return <NotFoundPage />;
  if (route.module === 'shell/ErrorPage') return <ErrorPage />;
  return <RemotePage moduleId={route.module} routeId={route.id} params={params} />;
}

function GuardError({ route }: { route: RouteDefinition }) {
  useEffect(() => {
    console.error(`Route "${route.id}" names an unknown guard "${String(route.guard)}"`);
  }, [route]);
  return <ErrorPage statusCode={500} />;
}

/** One route of the table: its guard, then its page (a remote module or a shell page). */
export function RoutePage({ route }: { route: RouteDefinition }) {
  const decision = useGuard(route.guard);
  switch (decision.kind) {
    case 'wait':
      return <Skeleton block />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'error':
      return <GuardError route={route} />;
    default:
      return <PageModule route={route} />;
  }
}
