import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useEvouchers } from '../hooks/use-evouchers';
import { DiscountBox, DiscountOutcome } from './discount-box';

/** The customer's e-vouchers that apply to this cart, each applied or removed in one press. */
export function EvoucherList() {
  const { t } = useTranslation(NS);
  const evouchers = useEvouchers();
  if (!evouchers.visible) return null;
  let notice = '';
  if (evouchers.notice === 'applied') notice = t('evouchers.appliedNotice');
  if (evouchers.notice === 'removed') notice = t('evouchers.removedNotice');
  return (
    <DiscountBox id="cart-evouchers" title={t('evouchers.title')}>
      <ul
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space.sm,
        })}
      >
        {evouchers.vouchers.map((voucher) => {
          const applied = voucher.code === evouchers.appliedCode;
          return (
            <li
              key={voucher.code}
              css={(theme) => ({ display: 'flex', gap: theme.space.md, alignItems: 'center' })}
            >
              <span css={{ flex: 1 }}>{voucher.name}</span>
              {applied && <Badge tone="success">{t('evouchers.applied')}</Badge>}
              <Button
                variant="outline"
                size="sm"
                disabled={evouchers.busy}
                aria-label={t(applied ? 'evouchers.removeLabel' : 'evouchers.applyLabel', {
                  name: voucher.name,
                })}
                onClick={() => void (applied ? evouchers.remove() : evouchers.apply(voucher.code))}
              >
                {applied ? t('evouchers.remove') : t('evouchers.apply')}
              </Button>
            </li>
          );
        })}
      </ul>
      <DiscountOutcome error={evouchers.error} notice={notice} />
    </DiscountBox>
  );
}
