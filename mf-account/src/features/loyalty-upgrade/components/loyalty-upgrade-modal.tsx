import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useLoyaltyUpgrade } from '../hooks/use-loyalty-upgrade';
import { TierBadge } from '../../../shared/tier-badge/tier-badge';

/**
 * The loyalty upgrade dialog (shell spec section 2): congratulates the customer on becoming a
 * member of their current tier, with a continue shopping button that closes it.
 */
export function LoyaltyUpgradeDialog() {
  const { t } = useTranslation(NS);
  const upgrade = useLoyaltyUpgrade();
  if (!upgrade.tierCode) return null;
  const tier = t(`overview.loyalty.tier.${upgrade.tierCode}`);
  return (
    <Modal
      open={upgrade.open}
      onClose={upgrade.close}
      variant="loyalty-upgrade"
      title={t('loyalty.upgrade.title')}
      description={t('loyalty.upgrade.text', { tier })}
      footer={
        <Button fullWidth onClick={upgrade.close}>
          {t('loyalty.upgrade.continue')}
        </Button>
      }
    >
      <div css={{ display: 'grid', justifyItems: 'center', gap: 12 }}>
        <TierBadge code={upgrade.tierCode} size={72} />
        <p css={{ margin: 0 }}>{t('loyalty.upgrade.perks')}</p>
      </div>
    </Modal>
  );
}
