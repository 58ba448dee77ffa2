// The `useTranslation` of the production builds' `react-i18next` facade (issue 14).
//
// The package's hook does per component what is the same for every component of a namespace:
// on each mount it copies the i18next instance's own properties into a new object (a wrapper
// whose identity follows the language), makes a fixed `t`, subscribes the component to the
// instance's events, and on each render spreads its options and asks whether the namespace has
// loaded. The packages call it as `useTranslation(NS)` in about 190 components, a product card
// holding several: on a first visit of `/ar/search?q=milk` the hook took 64 ms of the main
// thread at 4x, 35 ms of it copying the instance (docs/performance.md).
//
// This one keeps, per i18next instance and namespace, one snapshot (the fixed `t`, whether the
// namespace has loaded, the language) shared by every component, and one listener of
// `languageChanged` for all of them. What a component sees is what the package's hook gives for
// the same call with the package's defaults: `t` for the page's language and the namespace (its
// identity changes when the language does), `ready`, the same `[t, i18n, ready]` array with
// those properties, a re-render on `languageChanged`, and Suspense while the namespace loads.
// Its `t` keeps the text of a key asked for without options until resources are added or
// removed (`keptTexts`).
// `i18n` is the instance itself, not a per-language wrapper: no package compares it between
// renders. It answers only that call: one namespace, no options, the instance `initReactI18next`
// registered, no `react` init options. Anything else throws, since it would be answered
// differently than in the dev servers and tests, which use the whole package;
// infra/build/__tests__/use-translation-facade.test.tsx checks every package's calls.
import { useSyncExternalStore } from 'react';
import { getI18n } from 'dukkan-facade-source/react-i18next';

/**
 * @typedef {import('i18next').i18n} I18n
 * @typedef {{ t: import('i18next').TFunction, i18n: I18n, ready: boolean }} Result
 * @typedef {{ lng: string, revision: number, ready: boolean, result: Result }} Snapshot
 * @typedef {{
 *   revision: number,
 *   resources: number,
 *   listeners: Set<() => void>,
 *   subscribe: (listener: () => void) => () => void,
 *   readers: Map<string, () => Snapshot>,
 *   loads: Map<string, Promise<void>>,
 * }} InstanceState
 */

/** @type {WeakMap<I18n, InstanceState>} */
const states = new WeakMap();

/** Whether the namespace is there in the instance's language (the package's own test). */
function hasLoaded(/** @type {I18n} */ i18n, /** @type {string} */ ns) {
  if (!(i18n.isInitialized || i18n.initializedStoreOnce)) return false;
  if (!i18n.languages || i18n.languages.length === 0) return true;
  return i18n.hasLoadedNamespace(ns);
}

/** @returns {InstanceState} */
function stateOf(/** @type {I18n} */ i18n) {
  const known = states.get(i18n);
  if (known) return known;
  /** @type {InstanceState} */
  const state = {
    revision: 0,
    resources: 0,
    listeners: new Set(),
    subscribe: (listener) => {
      if (state.listeners.size === 0) i18n.on('languageChanged', changed);
      state.listeners.add(listener);
      return () => {
        state.listeners.delete(listener);
        if (state.listeners.size === 0) i18n.off('languageChanged', changed);
      };
    },
    readers: new Map(),
    loads: new Map(),
  };
  function changed() {
    state.revision += 1;
    for (const listener of [...state.listeners]) listener();
  }
  // A key's text may change when resources are added (a remote's part arriving) or removed.
  const resourcesChanged = () => {
    state.resources += 1;
  };
  i18n.store?.on('added', resourcesChanged);
  i18n.store?.on('removed', resourcesChanged);
  states.set(i18n, state);
  return state;
}

/** The snapshot reader of one namespace: the same snapshot until the language or readiness changes. */
function readerOf(/** @type {I18n} */ i18n, /** @type {InstanceState} */ state, ns) {
  const known = state.readers.get(ns);
  if (known) return known;
  /** @type {Snapshot | undefined} */
  let snapshot;
  const read = () => {
    const lng = i18n.language;
    const current = snapshot && snapshot.revision === state.revision && snapshot.lng === lng;
    // A namespace that has loaded stays loaded in that language.
    if (current && snapshot?.ready) return snapshot;
    const ready = hasLoaded(i18n, ns);
    if (current && !ready) return snapshot;
    const t = keptTexts(state, i18n.getFixedT(lng, ns));
    const result = Object.assign([t, i18n, ready], { t, i18n, ready });
    snapshot = { lng, revision: state.revision, ready, result };
    return snapshot;
  };
  state.readers.set(ns, read);
  return read;
}

/**
 * The fixed `t` of a language and namespace, keeping the text of each key asked for without
 * options until the instance's resources change: a product card asks for the same few labels as
 * every other card, and each of i18next's answers resolves the key and runs its interpolation
 * and nesting patterns over the text. A call with options is i18next's own.
 * @param {InstanceState} state
 * @param {import('i18next').TFunction} fixed
 */
function keptTexts(state, fixed) {
  /** @type {Map<string, unknown>} */
  const texts = new Map();
  let resources = state.resources;
  const t = (/** @type {unknown} */ key, /** @type {unknown[]} */ ...rest) => {
    if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
    if (resources !== state.resources) {
      texts.clear();
      resources = state.resources;
    }
    // i18next answers a string for every key (the key itself when it has no text).
    const kept = texts.get(key);
    if (kept !== undefined) return kept;
    const text = fixed(key);
    texts.set(key, text);
    return text;
  };
  return Object.assign(t, { lng: fixed.lng, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
}

/** Settles once the namespace has been read for the instance's language (one promise per wait). */
function loadOf(/** @type {I18n} */ i18n, /** @type {InstanceState} */ state, ns) {
  const key = `${i18n.language}|${ns}`;
  const known = state.loads.get(key);
  if (known) return known;
  const load = new Promise((resolve) => {
    i18n.loadNamespaces(ns, () => {
      if (i18n.isInitialized) {
        resolve(undefined);
        return;
      }
      const initialized = () => {
        i18n.off('initialized', initialized);
        resolve(undefined);
      };
      i18n.on('initialized', initialized);
    });
  }).finally(() => state.loads.delete(key));
  state.loads.set(key, load);
  return load;
}

/**
 * `useTranslation(ns)` as the package's hook answers it, with its work shared per namespace.
 * @param {string} ns
 */
export function useTranslation(ns, ...rest) {
  const instance = /** @type {I18n | undefined} */ (getI18n());
  if (rest.length > 0 || typeof ns !== 'string') {
    throw new Error('The react-i18next facade answers useTranslation(namespace) only.');
  }
  if (!instance || instance.options?.react !== undefined) {
    throw new Error(
      'The react-i18next facade needs the instance of initReactI18next, without react options.',
    );
  }
  const state = stateOf(instance);
  const read = readerOf(instance, state, ns);
  const snapshot = useSyncExternalStore(state.subscribe, read, read);
  if (snapshot.ready) return snapshot.result;
  const load = loadOf(instance, state, ns);
  // The read may have finished at once (the texts were already there).
  const again = read();
  if (again.ready) return again.result;
  throw load;
}
