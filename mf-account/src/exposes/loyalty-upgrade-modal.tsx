import '../i18n';
import { LoyaltyUpgradeDialog } from '../features/loyalty-upgrade/components/loyalty-upgrade-modal';

/**
 * The tier-upgrade congratulation, mounted by the shell's default layout: opens by itself for a
 * signed-in customer with a tier upgrade; renders nothing otherwise.
 */
export default function LoyaltyUpgradeModal(_props: Record<string, never>) {
  return <LoyaltyUpgradeDialog />;
}
