// An async boundary: shared singletons (react, router, ...) are negotiated by the federation
// runtime before any code that imports them runs. bootstrap handles its own failures.
// eslint-disable-next-line @typescript-eslint/no-floating-promises
import('./bootstrap');
