// An async boundary: shared singletons (react, router, ...) are negotiated by the federation
// runtime before any code that imports them runs. bootstrap handles its own failures.
//
// The libraries are evaluated one per task before the app (issue 14). Importing the bootstrap
// straight away ran every library's module code, and V8's compilation of it, in one task of
// half a second on a phone's CPU, and the page answered nothing meanwhile. Each stage here runs
// in a task of its own, with the browser free to paint and handle input between them. Their
// files were preloaded with the page (the gateway's hints), so the stages add no round trips.
import { afterFirstPaint, bootStages, preloadAfterPaint } from './app/boot-stages';

// The app restores scroll itself (a new page starts at the top). Said before the stages, while
// the page is still loading: set only when the bootstrap ran, after the load event, the browser
// could restore an old position on a reload first.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

// The first screen in the HTML is painted before the first stage runs (afterFirstPaint), and
// before the page's other scripts are asked for (preloadAfterPaint): until then the faces and
// pictures of that screen have the connection to themselves.
// eslint-disable-next-line @typescript-eslint/no-floating-promises
afterFirstPaint().then(() => {
  void preloadAfterPaint();
  return bootStages(
    [
      () => import('react-dom/client'),
      () => import('graphql'),
      () => import('@apollo/client'),
      () => import('react-router-dom'),
      () => import('react-i18next'),
      () => import('@emotion/react'),
      () => import('@dukkan/contracts'),
    ],
    () => import('./bootstrap'),
  );
});
