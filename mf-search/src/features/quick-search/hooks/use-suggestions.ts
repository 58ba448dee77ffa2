import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SEARCH, useShell } from '@dukkan/contracts';
import { SearchProductsDocument } from '../graphql/__generated__/search-products';
import type { SearchProductsQuery } from '../graphql/__generated__/search-products';
import { fetchAiSuggestions } from '../ai-search';
import type { AiSearchProduct } from '../ai-search';

/** A suggested product (shell spec section 3: name, url_key, image, regular price). */
export interface SuggestedProduct {
  sku: string;
  name: string;
  urlKey: string;
  image: string | null;
  price: number | null;
}

/** A category whose name matches the term. */
export interface SuggestedCategory {
  id: string;
  name: string;
  urlKey: string;
}

interface SuggestionsState {
  /** The term of the last answered search ('' when none). */
  searchedTerm: string;
  products: SuggestedProduct[];
  categories: SuggestedCategory[];
  isLoading: boolean;
}

const EMPTY: SuggestionsState = {
  searchedTerm: '',
  products: [],
  categories: [],
  isLoading: false,
};
/** SearchProducts takes 1..100 characters. */
const MAX_TERM = 100;
const PAGE_SIZE = 8;

const keyOf = (term: string) => term.trim().toLowerCase();

function fromSearchProducts(data: SearchProductsQuery | undefined) {
  const group = data?.searchProducts;
  const products: SuggestedProduct[] = (group?.products?.items ?? []).flatMap((item) =>
    item?.sku && item.name && item.url_key
      ? [
          {
            sku: item.sku,
            name: item.name,
            urlKey: item.url_key,
            image: item.small_image?.url ?? null,
            price: item.price_range.maximum_price?.regular_price?.value ?? null,
          },
        ]
      : [],
  );
  const categories: SuggestedCategory[] = (group?.categories?.items ?? []).flatMap((item) =>
    item?.name && item.url_key
      ? [{ id: item.uid ?? item.url_key, name: item.name, urlKey: item.url_key }]
      : [],
  );
  return { products, categories };
}

/** SearchProducts first, then the AI recommendations it did not already list (by sku or url). */
export function mergeSuggestions(
  found: SuggestedProduct[],
  ai: AiSearchProduct[],
): SuggestedProduct[] {
  const merged = [...found];
  const skus = new Set(found.map((product) => product.sku));
  const urls = new Set(found.map((product) => product.urlKey));
  for (const entry of ai) {
    if (skus.has(entry.sku) || urls.has(entry.url_key)) continue;
    skus.add(entry.sku);
    urls.add(entry.url_key);
    merged.push({
      sku: entry.sku,
      name: entry.name,
      urlKey: entry.url_key,
      image: entry.image,
      price: entry.price,
    });
  }
  return merged;
}

/**
 * Suggestions of the search box (commerce spec section 2): an empty term clears them; a term
 * whose trimmed lowercase form did not change is ignored; otherwise SearchProducts and the AI
 * search run 800 ms after the last change, and their products are merged without duplicates.
 * Search errors are only logged; an answer for an older term is dropped.
 */
export function useSuggestions() {
  const client = useApolloClient();
  const { locale, store } = useShell();
  const [state, setState] = useState<SuggestionsState>(EMPTY);
  const lastKey = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef(0);

  const run = useCallback(
    async (term: string) => {
      const id = ++request.current;
      setState((previous) => ({ ...previous, isLoading: true }));
      const [found, ai] = await Promise.allSettled([
        client.query({
          query: SearchProductsDocument,
          variables: { search: term.slice(0, MAX_TERM), pageSize: PAGE_SIZE },
          // Not the old storeConfig work-around: every debounced term is asked of the service
          // (spec: fetched after the debounce, so going back to an earlier term asks again), and
          // the prefixes typed on the way are not kept in the shared cache for the whole visit.
          fetchPolicy: 'no-cache',
        }),
        fetchAiSuggestions(term, locale, store.source),
      ]);
      if (id !== request.current) return;
      if (found.status === 'rejected') console.error('Search suggestions failed', found.reason);
      if (ai.status === 'rejected') console.error('AI search failed', ai.reason);
      const { products, categories } = fromSearchProducts(
        found.status === 'fulfilled' ? found.value.data : undefined,
      );
      setState({
        searchedTerm: term,
        products: mergeSuggestions(products, ai.status === 'fulfilled' ? ai.value : []),
        categories,
        isLoading: false,
      });
    },
    [client, locale, store.source],
  );

  /** Call on every change of the input. */
  const search = useCallback(
    (input: string) => {
      const key = keyOf(input);
      if (key === lastKey.current) return;
      lastKey.current = key;
      clearTimeout(timer.current);
      if (key === '') {
        request.current += 1;
        setState(EMPTY);
        return;
      }
      timer.current = setTimeout(() => void run(input.trim()), SEARCH.debounceMs);
    },
    [run],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { ...state, search };
}
