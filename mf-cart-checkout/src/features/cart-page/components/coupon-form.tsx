import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useCoupon } from '../hooks/use-coupon';

/** Apply a coupon code to the cart, or remove the applied one. */
export function CouponForm() {
  const { t } = useTranslation(NS);
  const coupon = useCoupon();
  return (
    <section
      aria-labelledby="cart-coupon"
      css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
    >
      <h2 id="cart-coupon" css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
        {t('coupon.title')}
      </h2>
      {coupon.applied ? (
        <div css={(theme) => ({ display: 'flex', gap: theme.space.md, alignItems: 'center' })}>
          <span css={{ flex: 1 }}>{t('coupon.applied', { code: coupon.applied })}</span>
          <Button variant="outline" disabled={coupon.busy} onClick={() => void coupon.remove()}>
            {t('coupon.remove')}
          </Button>
        </div>
      ) : (
        <form
          css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'end' })}
          onSubmit={(event) => {
            event.preventDefault();
            void coupon.apply();
          }}
        >
          <div css={{ flex: 1 }}>
            <TextField
              label={t('coupon.label')}
              value={coupon.code}
              error={coupon.error ?? undefined}
              onChange={(event) => coupon.changeCode(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={coupon.busy || !coupon.code.trim()}>
            {t('coupon.apply')}
          </Button>
        </form>
      )}
      {coupon.applied && coupon.error && <p role="alert">{coupon.error}</p>}
      <p role="status" css={{ margin: 0 }}>
        {coupon.notice
          ? t(coupon.notice === 'applied' ? 'coupon.appliedNotice' : 'coupon.removedNotice')
          : ''}
      </p>
    </section>
  );
}
