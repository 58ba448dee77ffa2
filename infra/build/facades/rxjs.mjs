// The module every production build shares under the key `rxjs` (infra/build/index.cjs
// FACADES): the observables and operators Apollo Client 4 uses, instead of all of rxjs (issue 14).
// `dukkan-facade-source/rxjs` is a webpack alias for rxjs's own ES module entry: the share keys
// `rxjs` and `rxjs/` match neither it nor what it imports, so the facade does not consume itself.
// A name used by any package and missing here fails infra/build/__tests__/facades.test.js.
export {
  BehaviorSubject,
  EMPTY,
  Observable,
  ReplaySubject,
  Subject,
  asapScheduler,
  catchError,
  concat,
  distinctUntilChanged,
  filter,
  finalize,
  firstValueFrom,
  from,
  fromEvent,
  lastValueFrom,
  map,
  materialize,
  mergeMap,
  observeOn,
  of,
  share,
  shareReplay,
  tap,
  throwError,
  timer,
} from 'dukkan-facade-source/rxjs';
