import '../i18n';
import { DeferredLoyaltyUpgrade } from '../features/loyalty-upgrade/components/deferred-loyalty-upgrade';

/**
 * The tier-upgrade congratulation, mounted by the shell's default layout: opens by itself for a
 * signed-in customer with a tier upgrade; renders nothing otherwise, and fetches the dialog's
 * code only when it is due.
 */
export default function LoyaltyUpgradeModal(_props: Record<string, never>) {
  return <DeferredLoyaltyUpgrade />;
}
