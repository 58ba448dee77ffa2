import { useTranslation } from 'react-i18next';
import { Button, formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useStoreCredit } from '../hooks/use-store-credit';
import { DiscountBox, DiscountOutcome } from './discount-box';

/** The customer's store credit: the balance, what it pays of the order, apply and remove. */
export function StoreCreditForm() {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const credit = useStoreCredit();
  if (!credit.visible) return null;
  let notice = '';
  if (credit.notice === 'applied') notice = t('storeCredit.appliedNotice');
  if (credit.notice === 'removed') notice = t('storeCredit.removedNotice');
  return (
    <DiscountBox id="cart-store-credit" title={t('storeCredit.title')}>
      <div css={(theme) => ({ display: 'flex', gap: theme.space.md, alignItems: 'center' })}>
        <span css={{ flex: 1 }}>
          {credit.isApplied
            ? t('storeCredit.applied', { money: formatPrice(credit.applied, locale) })
            : t('storeCredit.balance', { money: formatPrice(credit.balance, locale) })}
        </span>
        <Button
          variant="outline"
          disabled={credit.busy}
          onClick={() => void (credit.isApplied ? credit.remove() : credit.apply())}
        >
          {credit.isApplied ? t('storeCredit.remove') : t('storeCredit.apply')}
        </Button>
      </div>
      <DiscountOutcome error={credit.error} notice={notice} />
    </DiscountBox>
  );
}
