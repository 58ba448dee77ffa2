import { Suspense, useState } from 'react';
import { useShell } from '@dukkan/contracts';
import { deferredPart } from '../../../shared/deferred/deferred-part';
import { loyaltyUpgradeTexts } from '../../../locales/parts/loyalty-upgrade';

/** The dialog, its acknowledge mutation and its texts: fetched the first time an upgrade is due. */
const upgradeDialog = deferredPart(
  () => import('./loyalty-upgrade-modal').then((module) => module.LoyaltyUpgradeDialog),
  loyaltyUpgradeTexts,
);

/**
 * Whether the tier-upgrade dialog is due (shell spec section 2): a signed-in customer with a tier
 * upgrade and current tier info. Once due it stays true for the page, so the dialog that was
 * loaded keeps deciding (closed for this customer, logout closes it) as before.
 */
export function useUpgradeDue(): boolean {
  const { session } = useShell();
  const user = session.isLoggedIn ? session.user : null;
  const dueNow = Boolean(user?.hasTierUpgrade && user.tier);
  const [wasDue, setWasDue] = useState(dueNow);
  if (dueNow && !wasDue) setWasDue(true);
  return dueNow || wasDue;
}

/**
 * The light part of `account/LoyaltyUpgradeModal`: renders nothing, and downloads nothing, until
 * a customer has an upgrade to be congratulated on; then the dialog opens as it always did.
 */
export function DeferredLoyaltyUpgrade() {
  const due = useUpgradeDue();
  if (!due) return null;
  const { Part: LoyaltyUpgradeDialog } = upgradeDialog;
  return (
    <Suspense fallback={null}>
      <LoyaltyUpgradeDialog />
    </Suspense>
  );
}
