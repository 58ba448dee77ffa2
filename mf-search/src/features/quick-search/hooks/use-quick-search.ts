import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { analyticsItem, useShell } from '@dukkan/contracts';
import { useSuggestions } from './use-suggestions';
import type { SuggestedProduct } from './use-suggestions';

/** The dropdown's products as a list of the analytics events (select_item). */
export const SUGGESTIONS_LIST = {
  item_list_id: 'search-suggestions',
  item_list_name: 'Search suggestions',
} as const;

/**
 * The search box (shell spec section 2, commerce spec section 2): the term, its suggestions and
 * whether the dropdown is open. It opens when the input is focused or typed in, and closes on
 * a route change, on clear and on a click outside. Submitting goes to the search page with the
 * trimmed term as `q`; a blank term does nothing. Following a suggested product is a
 * `select_item` of the `search-suggestions` list (the search itself is tracked by the results
 * page, where a submitted term lands).
 */
export function useQuickSearch() {
  const [term, setTermState] = useState('');
  const [isOpen, setOpen] = useState(false);
  const suggestions = useSuggestions();
  const { search } = suggestions;
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const shell = useShell();

  const setTerm = useCallback(
    (value: string) => {
      setTermState(value);
      setOpen(true);
      search(value);
    },
    [search],
  );

  const close = useCallback(() => setOpen(false), []);
  const open = useCallback(() => setOpen(true), []);

  /** Empties the input and its suggestions and closes the dropdown. */
  const clear = useCallback(() => {
    setTermState('');
    search('');
    setOpen(false);
  }, [search]);

  // Route change: a suggestion was followed or the shopper went elsewhere.
  const route = `${pathname}${query}`;
  const firstRoute = useRef(route);
  useEffect(() => {
    if (route === firstRoute.current) return;
    firstRoute.current = route;
    setOpen(false);
  }, [route]);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === '') return;
    setOpen(false);
    void navigate(shell.localePath(`/search?${new URLSearchParams({ q: trimmed }).toString()}`));
  }

  const hasTerm = term.trim() !== '';
  const confirmed =
    hasTerm &&
    suggestions.searchedTerm.toLowerCase() === term.trim().toLowerCase() &&
    !suggestions.isLoading;
  const hasResults = suggestions.products.length > 0 || suggestions.categories.length > 0;

  return {
    term,
    setTerm,
    submit,
    clear,
    open,
    close,
    isOpen,
    isLoading: suggestions.isLoading,
    products: suggestions.products,
    categories: suggestions.categories,
    /** The dropdown is open and has something to show (spinner, results or no-results). */
    showsPanel:
      isOpen && hasTerm && (suggestions.isLoading || hasResults || (confirmed && !hasResults)),
    /** Confirmed search, nothing loading, no results (shell spec section 2). */
    isEmpty: confirmed && !hasResults,
    productHref: (urlKey: string) => shell.localePath(`/${urlKey}`),
    /** Call when a suggested product is followed: `select_item` of the suggestions list. */
    selectProduct: (product: SuggestedProduct, index: number) =>
      shell.analytics.track('select_item', {
        ...SUGGESTIONS_LIST,
        items: [analyticsItem(product, { ...SUGGESTIONS_LIST, index })],
      }),
    locale: shell.locale,
  };
}

export type QuickSearchModel = ReturnType<typeof useQuickSearch>;
