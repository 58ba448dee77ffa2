import { useTranslation } from 'react-i18next';
import { Badge, Button, Spinner, formatPrice, useShell } from '@dukkan/contracts';
import type { BadgeTone, RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { pageTitle } from '../../../shared/page-styles';
import { formatDay } from '../../../shared/format-dates';
import { useVouchers } from '../hooks/use-vouchers';
import type { ShownVoucherStatus } from '../hooks/use-vouchers';

const TONE: Record<ShownVoucherStatus, BadgeTone> = {
  READY: 'success',
  NOT_READY: 'info',
  REDEEMED: 'neutral',
  EXPIRED: 'warning',
};

/** `/account/my-vouchers`: each voucher with its status, code, value and dates. */
export function VouchersPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const { vouchers, loading, errorMessage, retry } = useVouchers();
  return (
    <section
      css={{
        display: 'grid',
        gap: 24,
        maxInlineSize: 1166,
        marginInline: 'auto',
        padding: '24px 16px',
      }}
      aria-labelledby="vouchers-title"
    >
      <h1 id="vouchers-title" css={pageTitle}>
        {t('routes.account-vouchers')}
      </h1>
      {loading && (
        <p role="status">
          <Spinner /> {t('vouchers.loading')}
        </p>
      )}
      {errorMessage && (
        <div role="alert">
          <p>{t('vouchers.loadError')}</p>
          <p>{errorMessage}</p>
          <Button variant="secondary" onClick={retry}>
            {t('orders.retry')}
          </Button>
        </div>
      )}
      {!loading && !errorMessage && vouchers.length === 0 && <p>{t('vouchers.empty')}</p>}
      {vouchers.length > 0 && (
        <ul css={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
          {vouchers.map((voucher) => {
            const dates = [
              voucher.status === 'NOT_READY' && formatDay(voucher.ready_on, locale)
                ? t('vouchers.readyOn', { date: formatDay(voucher.ready_on, locale) })
                : null,
              voucher.status === 'REDEEMED' && formatDay(voucher.redeemed_on, locale)
                ? t('vouchers.redeemedOn', { date: formatDay(voucher.redeemed_on, locale) })
                : null,
              formatDay(voucher.expires_on, locale)
                ? t(voucher.status === 'EXPIRED' ? 'vouchers.expiredOn' : 'vouchers.expiresOn', {
                    date: formatDay(voucher.expires_on, locale),
                  })
                : null,
            ].filter(Boolean);
            return (
              <li
                key={voucher.coupon_id ?? voucher.code}
                css={{
                  display: 'grid',
                  gap: 4,
                  padding: 16,
                  border: '1px solid #dfe5e1',
                  borderRadius: 8,
                }}
              >
                <div
                  css={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 8,
                    justifyContent: 'space-between',
                  }}
                >
                  <h2 css={{ margin: 0, fontSize: 18 }}>{voucher.name}</h2>
                  <Badge tone={TONE[voucher.status]}>
                    {t(`vouchers.status.${voucher.status}`)}
                  </Badge>
                </div>
                {voucher.amount?.value !== null && voucher.amount?.value !== undefined && (
                  <p css={{ margin: 0, fontWeight: 600 }}>
                    {formatPrice(voucher.amount.value, locale)}
                  </p>
                )}
                {voucher.code && voucher.status === 'READY' && (
                  <p css={{ margin: 0 }}>
                    {t('vouchers.code')}: <code dir="ltr">{voucher.code}</code>
                  </p>
                )}
                {dates.map((line) => (
                  <p key={line as string} css={{ margin: 0, color: '#4f5c55' }}>
                    {line}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
