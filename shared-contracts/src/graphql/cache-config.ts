import type { InMemoryCacheConfig } from '@apollo/client';
import { POSSIBLE_TYPES } from './possible-types';

/**
 * The settings of the page's one Apollo cache, used as they are by the shell's client, the
 * remotes' dev harness and the shared test network (`@dukkan/build/testing/graphql`), so a test
 * or a harness run reads the cache as the browser does:
 * - `possibleTypes`: interface fragments (`...ProductCardFields` on ProductInterface) match the
 *   concrete answer types when read back from the cache;
 * - `StoreConfig` has no id and remotes select different fields of it: the fields merge instead
 *   of one selection replacing another.
 */
export const APOLLO_CACHE_CONFIG: InMemoryCacheConfig = {
  possibleTypes: POSSIBLE_TYPES as Record<string, string[]>,
  typePolicies: { StoreConfig: { merge: true } },
};
