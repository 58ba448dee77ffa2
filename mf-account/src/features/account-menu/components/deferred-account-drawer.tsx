import { Suspense } from 'react';
import { useIdlePreload } from '@dukkan/contracts';
import { deferredPart } from '../../../shared/deferred/deferred-part';
import { useAccountDrawerState } from '../hooks/use-account-drawer-state';
import { drawerTexts } from '../../../locales/parts/drawer';

/** The drawer's content (summary, links, language, logout): its own chunk, with its texts. */
const accountDrawer = deferredPart(
  () => import('./account-drawer').then((module) => module.AccountDrawer),
  drawerTexts,
);

/**
 * Mobile: the light part of the account drawer. It keeps the open state; the drawer's code is
 * fetched when a signed-in customer opens it, or ahead on idle for a signed-in customer (never
 * on 2g or with data saver). A guest, who has no drawer, never downloads it.
 */
export function DeferredAccountDrawer() {
  const drawer = useAccountDrawerState();
  const signedIn = drawer.user !== null;
  useIdlePreload(accountDrawer.preload, signedIn);
  if (!signedIn || !drawer.isOpen) return null;
  const { Part: AccountDrawer } = accountDrawer;
  return (
    <Suspense fallback={null}>
      <AccountDrawer close={drawer.close} />
    </Suspense>
  );
}
