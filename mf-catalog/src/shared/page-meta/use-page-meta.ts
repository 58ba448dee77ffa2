import { useEffect } from 'react';
import i18next from 'i18next';
import { useQuery } from '@apollo/client/react';
import { titleWith } from '@dukkan/contracts';
import { StoreConfigDocument } from '@dukkan/contracts/graphql/store-config';

export interface PageMeta {
  /** Shown as the document title; nothing changes while undefined (still loading). */
  title?: string | null | undefined;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
}

function setMeta(name: string, content: string | null | undefined): () => void {
  if (!content) return () => undefined;
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !element;
  const previous = element?.content ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
  const owned = element;
  return () => {
    if (created) owned.remove();
    else if (previous !== null) owned.content = previous;
  };
}

/**
 * Title and meta description/keywords of a catalogue page from its data (meta_title etc.), the
 * title with the store's prefix and suffix (the shell's StoreConfig, already in the cache; the
 * rule of the gateway's first HTML, so the title the server wrote stays). The
 * shell titles every route from its route name and sets it again when any remote adds its
 * texts, so the page's own title is applied after the shell's (next task) on those events too.
 */
export function usePageMeta({ title: own, description, keywords }: PageMeta): void {
  // Read from the cache only: the shell asks StoreConfig for every page, and a page drawn on the
  // server (whose title the gateway writes) must not wait on a query of its own for it.
  const store = useQuery(StoreConfigDocument, { fetchPolicy: 'cache-only' }).data?.storeConfig;
  const title = own ? titleWith(store, own) : own;
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    const apply = () => {
      document.title = title;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(apply, 0);
    };
    apply();
    // Also after the shell's own effect: it titles the route when the route mounts, after the
    // page's effects of the same commit, as when the page is drawn from the cache (going back).
    later();
    i18next.store.on('added', later);
    i18next.on('languageChanged', later);
    return () => {
      clearTimeout(timer);
      i18next.store.off('added', later);
      i18next.off('languageChanged', later);
      document.title = previous;
    };
  }, [title]);
  useEffect(() => setMeta('description', description), [description]);
  useEffect(() => setMeta('keywords', keywords), [keywords]);
}
