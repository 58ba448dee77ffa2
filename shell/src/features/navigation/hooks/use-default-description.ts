import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { StoreConfigDocument } from '@dukkan/contracts/graphql/store-config';
import { headElement } from '../head-element';

/** The store descriptions this page load has written, in each language it showed. */
const written = new Set<string>();

/**
 * Puts the store's default description in `<meta name="description">` unless the page has
 * written one of its own: a catalogue page writes its `meta_description` into the same element
 * and puts back what it found when it leaves (mf-catalog's `usePageMeta`). So the element is
 * the store's while it is missing, empty or holds a store description written here before
 * (another language's included), and the page's otherwise.
 */
export function applyDefaultDescription(description: string, head: HTMLHeadElement): void {
  const element = headElement(
    'meta[name="description"]',
    (doc) => Object.assign(doc.createElement('meta'), { name: 'description' }),
    head,
  );
  if (element.content && !written.has(element.content)) return;
  written.add(description);
  if (element.content !== description) element.content = description;
}

/**
 * Search-engine metadata: every page has a meta description, the store's default (store
 * configuration `default_description`, in the page's language) where the page gives none. Runs
 * again on each new path, after the new page's own effects (LocaleBehaviours renders after the
 * page), so a page that wrote its own keeps it.
 */
export function useDefaultDescription(): void {
  const { pathname } = useLocation();
  const { data } = useQuery(StoreConfigDocument);
  const description = data?.storeConfig?.default_description?.trim();
  useEffect(() => {
    if (description) applyDefaultDescription(description, document.head);
  }, [description, pathname]);
}
