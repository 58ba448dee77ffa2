/**
 * The store's title settings (commerce spec, store configuration: default title, title prefix
 * and suffix). One rule for the gateway's first HTML and the browser app's titles after client
 * navigation, so a page keeps its title when the app takes over.
 */
export interface TitleSettings {
  default_title?: string | null;
  title_prefix?: string | null;
  title_suffix?: string | null;
  store_name?: string | null;
}

/**
 * A page's title with the store's prefix and suffix, each added unless the title already
 * carries it (a catalogue meta title often ends with the store's name); the store's default
 * title for a page without one of its own, else its name, else `fallback`.
 */
export function titleWith(
  store: TitleSettings | null | undefined,
  pageTitle: string | null | undefined,
  fallback = '',
): string {
  if (!pageTitle) return store?.default_title || store?.store_name || fallback;
  const prefix = store?.title_prefix ?? '';
  const suffix = store?.title_suffix ?? '';
  const head = prefix && !pageTitle.startsWith(prefix) ? prefix : '';
  const tail = suffix && !pageTitle.endsWith(suffix) ? suffix : '';
  return `${head}${pageTitle}${tail}`;
}
