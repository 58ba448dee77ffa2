import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDefinition } from '@dukkan/contracts';
import { MODULES, REMOTES } from '@dukkan/contracts';
import { SHELL_NS } from '../../../i18n';

/** The i18n namespace holding a route's title: its owner's (`routes.<id>`). */
export function titleNamespaceOf(route: RouteDefinition): string {
  if (route.module === 'shell/ErrorPage' || route.module === 'shell/NotFoundPage') return SHELL_NS;
  return REMOTES[MODULES[route.module].remote].i18nNamespace;
}

/**
 * `<title>` follows the page: "<route title> | Dukkan" from the owner's `routes.<id>` text.
 * A remote registers its texts when its module first loads, so the title is worked out again
 * when resources are added, and on language change, and written when it changed.
 */
export function useDocumentTitle(route: RouteDefinition): void {
  const { i18n } = useTranslation(SHELL_NS);
  useEffect(() => {
    const key = `routes.${route.id}`;
    const ns = titleNamespaceOf(route);
    const update = () => {
      const brand = i18n.t('brand', { ns: SHELL_NS });
      const title = i18n.exists(key, { ns }) ? `${i18n.t(key, { ns })} | ${brand}` : brand;
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
  }, [route, i18n]);
}
