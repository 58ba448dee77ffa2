import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { RouteDefinition } from '@dukkan/contracts';
import { MODULES, REMOTES, titleWith } from '@dukkan/contracts';
import { StoreConfigDocument } from '@dukkan/contracts/graphql/store-config';
import { SHELL_NS } from '../../../i18n';

/** The i18n namespace holding a route's title: its owner's (`routes.<id>`). */
export function titleNamespaceOf(route: RouteDefinition): string {
  if (route.module === 'shell/ErrorPage' || route.module === 'shell/NotFoundPage') return SHELL_NS;
  return REMOTES[MODULES[route.module].remote].i18nNamespace;
}

/**
 * `<title>` follows the page: the owner's `routes.<id>` text with the store's title prefix and
 * suffix (StoreConfig), the store's default title on the home page, the rule the gateway's
 * first HTML uses (`titleWith`), so the title stays what it was when the app takes over. The
 * brand name stands in while the store's settings are not known. A remote registers its texts
 * when its module first loads, so the title is worked out again when resources are added, and
 * on language change, and written when it changed.
 */
export function useDocumentTitle(route: RouteDefinition): void {
  const { i18n } = useTranslation(SHELL_NS);
  const store = useQuery(StoreConfigDocument).data?.storeConfig;
  useEffect(() => {
    const key = `routes.${route.id}`;
    const ns = titleNamespaceOf(route);
    const update = () => {
      const brand = i18n.t('brand', { ns: SHELL_NS });
      const own = route.id !== 'home' && i18n.exists(key, { ns }) ? i18n.t(key, { ns }) : null;
      const settings = store ?? { title_suffix: ` | ${brand}` };
      const title = titleWith(settings, own, brand);
      // Every namespace a page loads is an `added` event; most leave the title as it is, and
      // writing it anyway replaces the title's text node and tells the browser of a new title.
      if (document.title !== title) document.title = title;
    };
    update();
    // `added` is an event of the resource store, not of the i18next instance.
    i18n.store.on('added', update);
    i18n.on('languageChanged', update);
    return () => {
      i18n.store.off('added', update);
      i18n.off('languageChanged', update);
    };
  }, [route, i18n, store]);
}
