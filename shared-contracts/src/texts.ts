import type { BackendModule, i18n as I18n, InitOptions, ReadCallback, ResourceKey } from 'i18next';
import { isLocale } from './locale';
import type { Locale } from './locale';

/** One language's texts of a namespace, or a part of them. */
export type Texts = { [key: string]: unknown };

/** Loads one language's texts of a namespace; a remote passes a dynamic import per language. */
export type TextsLoader = (locale: Locale) => Promise<Texts>;

// Each remote's namespace is read on first use in the page's language only (issue 14): both
// languages in every remote's first-load file cost every page about 13 KB gzip it never shows.
// The shared i18next instance reads a namespace through `textsBackend`, which asks the loaders
// the remote registered when its code was evaluated; a language switch reads every namespace in
// use for the new language before the page changes language.

/**
 * The i18next options the shell (and the remotes' harness, to behave alike) initialises with, on
 * top of `textsBackend`: the two languages; the namespaces given as resources stay, the others
 * come through the backend; no fallback language, because the Arabic texts have the English keys
 * (their types say so) and a fallback would read every namespace in English on an Arabic page too.
 */
export const TEXTS_I18N_OPTIONS = {
  fallbackLng: false,
  supportedLngs: ['en', 'ar'],
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
} satisfies InitOptions;

/** Loaders per namespace: a remote's texts, then any part a later module adds (checkout's). */
const loaders = new Map<string, TextsLoader[]>();
/** Reads of each namespace per language (settled once i18next stored the result). */
const reads = new Map<string, Map<Locale, Promise<void>>>();
/** Parts registered after their namespace was read, still loading. */
const pending = new Map<string, Set<Promise<void>>>();
/** Such parts whose load failed, per namespace and language: `loadTexts` tries them again. */
const failed = new Map<string, Map<Locale, Set<TextsLoader>>>();

/** The value of `key` in `map`, made and stored first when it is missing. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function failedParts(namespace: string, locale: Locale): Set<TextsLoader> {
  const byLanguage = entry(failed, namespace, () => new Map<Locale, Set<TextsLoader>>());
  return entry(byLanguage, locale, () => new Set<TextsLoader>());
}

function isPlainObject(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `into` with `part` merged in at every depth (a part adds keys to existing groups). */
export function mergeTexts(into: Texts, part: Texts): Texts {
  const merged: Texts = { ...into };
  for (const [key, value] of Object.entries(part)) {
    const current = merged[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(value) ? mergeTexts(current, value) : value;
  }
  return merged;
}

async function readTexts(namespace: string, locale: Locale): Promise<Texts> {
  let done = 0;
  let texts: Texts = {};
  // A part registered while the first ones load is read too, so none is missed.
  // (registerTexts adds to the same array: count what this pass reads before it awaits.)
  for (let list = loaders.get(namespace) ?? []; done < list.length;) {
    const batch = list.slice(done);
    done += batch.length;
    const parts = await Promise.all(batch.map((load) => load(locale)));
    for (const part of parts) texts = mergeTexts(texts, part);
    list = loaders.get(namespace) ?? [];
  }
  return texts;
}

/**
 * The i18next backend that reads namespaces from the registered loaders. It fails a namespace
 * nobody registered, or a language other than `en` and `ar`, rather than showing keys.
 */
export const textsBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLocale(language) || !loaders.has(namespace)) {
      callback(new Error(`No texts are registered for ${namespace} in "${language}"`), false);
      return;
    }
    const byLanguage = entry(reads, namespace, () => new Map<Locale, Promise<void>>());
    // i18next stores what the callback gives before the callback returns.
    const read = readTexts(namespace, language).then(
      (texts) => callback(null, texts as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
    byLanguage.set(language, read);
  },
};

/**
 * Registers texts of `namespace`. A part registered after the namespace was read (a module that
 * adds its own texts to its remote's namespace) is read at once in the languages already read
 * and merged in; `loadTexts` waits for it.
 */
export function registerTexts(i18n: I18n, namespace: string, loader: TextsLoader): void {
  const list = entry(loaders, namespace, () => []);
  if (list.includes(loader)) return;
  list.push(loader);
  if (list.length === 1) return;
  for (const [locale, read] of reads.get(namespace) ?? []) {
    // After the read under way, if any (it may or may not have seen this part: merging twice
    // changes nothing); not at all if it failed, as the next read takes every part.
    const part = Promise.all([loader(locale), read]).then(([texts]) => {
      if (i18n.hasResourceBundle(locale, namespace)) {
        i18n.addResourceBundle(locale, namespace, texts, true, true);
      }
    });
    const waiting = entry(pending, namespace, () => new Set<Promise<void>>());
    waiting.add(part);
    part.then(
      () => waiting.delete(part),
      () => {
        waiting.delete(part);
        failedParts(namespace, locale).add(loader);
      },
    );
  }
}

/** Whether any module registered texts of `namespace`. */
export function hasTexts(namespace: string): boolean {
  return loaders.has(namespace);
}

/**
 * Reads `namespace` in the current language if it is not there yet, with every part registered
 * so far, and fails when they could not be loaded (the caller shows its error and retries).
 */
export async function loadTexts(i18n: I18n, namespace: string): Promise<void> {
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!i18n.hasResourceBundle(language, namespace)) {
    await i18n.loadNamespaces(namespace);
    // i18next does not read a namespace again once it failed, unless asked to.
    if (!i18n.hasResourceBundle(language, namespace)) {
      await i18n.reloadResources([language], [namespace]);
    }
  }
  await Promise.allSettled([...(pending.get(namespace) ?? [])]);
  if (!i18n.hasResourceBundle(language, namespace)) {
    throw new Error(`The texts of ${namespace} could not be loaded in "${language}"`);
  }
  if (!isLocale(language)) return;
  const retry = failedParts(namespace, language);
  for (const loader of [...retry]) {
    i18n.addResourceBundle(language, namespace, await loader(language), true, true);
    retry.delete(loader);
  }
}

/** Every registered namespace in the current language (tests and the dev harness). */
export async function loadAllTexts(i18n: I18n): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadTexts(i18n, namespace)));
}
