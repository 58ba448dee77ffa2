import '../i18n';

/** The tier-upgrade congratulation; it arrives with the loyalty issue. Until then it renders nothing. */
export default function LoyaltyUpgradeModal(_props: Record<string, never>) {
  return null;
}
