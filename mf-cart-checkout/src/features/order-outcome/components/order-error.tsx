import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  NO_EXCEPTION,
  ORDER_ERRORS,
  PAGE_ERROR_MESSAGES,
  buttonStyles,
  pageError,
  resolveError,
  useShell,
} from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useDeclinedCart } from '../hooks/use-declined-cart';

/**
 * `/orders/error?msg=...`: the message of the code (PAYMENT_ERROR and the other page codes, or
 * an order error of the catalogue), with Shop Now and My Orders (commerce spec section 8). A
 * declined payment's cart comes back (`useDeclinedCart`).
 */
export function OrderError() {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const [query] = useSearchParams();
  const msg = query.get('msg');
  useDeclinedCart(msg);
  const isPageCode = !!msg && Object.prototype.hasOwnProperty.call(PAGE_ERROR_MESSAGES, msg);
  // A code that is not a page code may be an order error's text: the catalogue words it (its
  // catch-all is not used, so an unknown code reads as the generic page error).
  const order =
    msg && !isPageCode ? resolveError(new Error(msg), ORDER_ERRORS, shell.locale) : null;
  const message =
    order && order.key !== 'orderError' && order.key !== NO_EXCEPTION
      ? order.message
      : pageError({ msg }, shell.locale).message;
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
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>
        {t('outcome.errorTitle')}
      </h1>
      <p role="alert" css={{ margin: 0 }}>
        {message}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Link
          to={shell.localePath('/')}
          css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'md', fullWidth: false })}
        >
          {t('outcome.shopNow')}
        </Link>
        <Link
          to={shell.localePath('/account/orders')}
          css={(theme) => buttonStyles(theme, { variant: 'outline', size: 'md', fullWidth: false })}
        >
          {t('outcome.myOrders')}
        </Link>
      </div>
    </section>
  );
}
