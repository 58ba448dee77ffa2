import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, buttonStyles, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { resetCart } from '../../../shared/cart/cart-operations';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { usePlacedOrders } from '../hooks/use-placed-orders';
import { PlacedOrder } from './placed-order';

/** The order success pages (customer and guest, by number or by payment reference). */
export function OrderSuccess({ orderId, guest }: { orderId?: string; guest: boolean }) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const deps = useCartDeps();
  const [query] = useSearchParams();
  const { status, orders, retry } = usePlacedOrders(orderId, guest);
  const paid = status === 'ready' && !!query.get('merchantRef');
  useEffect(() => {
    // Back from the payment page: the placed cart is gone, the shopper starts a new one.
    if (paid) resetCart(deps);
  }, [paid, deps]);
  return (
    <section
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.lg,
        paddingBlock: theme.space.xl,
        maxInlineSize: 760,
        marginInline: 'auto',
        paddingInline: theme.space.lg,
      })}
    >
      <h1
        css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl, color: theme.colors.brand })}
      >
        {status === 'ready' ? t('outcome.successTitle') : t('routes.orders-success')}
      </h1>
      {status === 'loading' && <Skeleton blockSize="240px" label={t('outcome.loading')} />}
      {status === 'notFound' && <p role="alert">{t('outcome.notFound')}</p>}
      {status === 'failed' && (
        <div role="alert" css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
          <p css={{ margin: 0 }}>{t('outcome.loadError')}</p>
          <Button variant="outline" onClick={retry}>
            {t('outcome.retry')}
          </Button>
        </div>
      )}
      {orders.map((order) => (
        <PlacedOrder key={order.number} order={order} />
      ))}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Link
          to={shell.localePath('/')}
          css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'md', fullWidth: false })}
        >
          {t('outcome.continueShopping')}
        </Link>
        {shell.session.isLoggedIn && (
          <Link
            to={shell.localePath('/account/orders')}
            css={(theme) =>
              buttonStyles(theme, { variant: 'outline', size: 'md', fullWidth: false })
            }
          >
            {t('outcome.myOrders')}
          </Link>
        )}
      </div>
    </section>
  );
}
