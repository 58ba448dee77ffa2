import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, buttonStyles, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { usePlaceOrderRedirect } from '../hooks/use-place-order-redirect';

/** `/place-order`: places the cart paid online and sends the browser to the payment page. */
export function PlaceOrderView() {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const { error } = usePlaceOrderRedirect();
  return (
    <section
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.lg,
        justifyItems: 'start',
        paddingBlock: theme.space.xl,
      })}
    >
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>
        {t('placeOrder.title')}
      </h1>
      {error ? (
        <>
          <p role="alert" css={{ margin: 0 }}>
            {t('placeOrder.failed')} {error}
          </p>
          <Link
            to={shell.localePath('/checkout/pay')}
            css={(theme) =>
              buttonStyles(theme, { variant: 'outline', size: 'md', fullWidth: false })
            }
          >
            {t('placeOrder.backToPay')}
          </Link>
        </>
      ) : (
        <p role="status" css={{ margin: 0, display: 'flex', gap: 12, alignItems: 'center' }}>
          <Spinner />
          {t('placeOrder.working')}
        </p>
      )}
    </section>
  );
}
