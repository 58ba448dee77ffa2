// The store configuration's texts the header shows (promotion line, support phone), asked once a
// minute per language for every page, not once per page.
import { Kind, print, visit } from 'graphql';
import { StoreConfigDocument } from '@dukkan/contracts/graphql/store-config';
import type { StoreConfigQuery } from '@dukkan/contracts/graphql/store-config';
import type { Locale } from '@dukkan/contracts/locale';
import { commerceGraphql } from './commerce';

/**
 * The shell's StoreConfig document (contracts `graphql/store-config.graphql`, bundled at build
 * time) as the shell's Apollo Client sends it: with `__typename` in every selection below the
 * operation, which the cache keeps and the first data must carry.
 */
export const STORE_CONFIG_QUERY = print(
  visit(StoreConfigDocument, {
    SelectionSet: {
      leave(node, _key, parent) {
        const operation = parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION;
        const named = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        );
        if (operation || named) return undefined;
        const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
        return { ...node, selections: [...node.selections, typename] };
      },
    },
  }),
);

/**
 * How long the store configuration's answer is kept per language, in ms: it changes rarely and
 * is the same for every shopper, so the gateway asks once a minute, not once per page. An
 * answer that did not come is asked again after a few seconds.
 */
export const STORE_CONFIG_TTL_MS = 60_000;
const STORE_CONFIG_RETRY_MS = 5_000;

/** The shell's StoreConfig answer as its cache keeps it. */
export type StoreTexts = NonNullable<StoreConfigQuery['storeConfig']>;

/** The fields the shell's document asks, all texts (its selection, so a new field comes along). */
const TEXT_FIELDS = StoreConfigDocument.definitions.flatMap((definition) =>
  definition.kind === Kind.OPERATION_DEFINITION
    ? definition.selectionSet.selections.flatMap((field) =>
        field.kind === Kind.FIELD && field.selectionSet
          ? field.selectionSet.selections.flatMap((text) =>
              text.kind === Kind.FIELD ? [text.name.value] : [],
            )
          : [],
      )
    : [],
);

interface KeptConfig {
  /** Until when the answer is fresh. */
  until: number;
  /** The last answer the service gave. */
  last: StoreTexts | null;
  /** What a page gets now. */
  answer: Promise<StoreTexts | null>;
}

const storeConfigs = new Map<Locale, KeptConfig>();

/** Forgets the kept store configurations (tests). */
export function forgetStoreConfigs(): void {
  storeConfigs.clear();
}

function isTextOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** The texts of a StoreConfig answer, or null when it has another shape. */
function storeTextsOf(body: unknown): StoreTexts | null {
  const config = (body as { data?: { storeConfig?: Record<string, unknown> } } | null)?.data
    ?.storeConfig;
  if (config?.__typename !== 'StoreConfig') return null;
  const texts = TEXT_FIELDS.map((field) => config[field] ?? null);
  if (!texts.every(isTextOrNull)) return null;
  const entries = TEXT_FIELDS.map((field, at) => [field, texts[at]]);
  return { __typename: 'StoreConfig', ...Object.fromEntries(entries) } as StoreTexts;
}

/**
 * One answer of the service to the shell's StoreConfig document in `locale`, or null when it gave
 * none within `deadlineMs` or gave another shape.
 */
async function askStoreConfig(
  commerceUrl: string,
  locale: Locale,
  deadlineMs: number,
): Promise<StoreTexts | null> {
  const asking = new AbortController();
  const timer = setTimeout(() => asking.abort(), deadlineMs);
  const graphql = commerceGraphql({
    commerceUrl,
    locale,
    source: 'default',
    signal: asking.signal,
  });
  try {
    return storeTextsOf(await graphql({ query: STORE_CONFIG_QUERY, operationName: 'StoreConfig' }));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The store configuration's texts in `locale` as the shell's StoreConfig document reads them, or
 * null when the service has not given them. An answer is kept for STORE_CONFIG_TTL_MS, and
 * requests arriving together wait for one. Once one has come, no page waits for the service
 * again: past that time the kept answer is served while the gateway asks again, and it stays
 * when the service does not answer (asked again a few seconds later).
 */
export function storeConfigOf(
  commerceUrl: string,
  locale: Locale,
  deadlineMs: number,
): Promise<StoreTexts | null> {
  const kept = storeConfigs.get(locale);
  if (kept && kept.until > Date.now()) return kept.answer;
  const last = kept?.last ?? null;
  const asking = askStoreConfig(commerceUrl, locale, deadlineMs);
  const entry: KeptConfig = {
    until: Number.POSITIVE_INFINITY,
    last,
    answer: last ? Promise.resolve(last) : asking,
  };
  storeConfigs.set(locale, entry);
  void asking.then((texts) => {
    entry.until = Date.now() + (texts ? STORE_CONFIG_TTL_MS : STORE_CONFIG_RETRY_MS);
    if (texts) {
      entry.last = texts;
      entry.answer = Promise.resolve(texts);
    }
  });
  return entry.answer;
}
