import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonStyles, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { CheckoutLogin } from './checkout-login';

const card = { display: 'grid', gap: 12, alignContent: 'start' } as const;

/**
 * `/checkout`: a guest logs in by phone in the layout's code dialog without leaving (or on the
 * login page, which returns here) or continues as a guest; a signed-in customer goes straight to
 * the shipping step.
 */
export function CheckoutStart() {
  const { t } = useTranslation(NS);
  const shell = useShell();
  if (shell.session.isLoggedIn)
    return <Navigate to={shell.localePath('/checkout/shipping')} replace />;
  return (
    <section
      css={(theme) => ({ display: 'grid', gap: theme.space.xl, paddingBlock: theme.space.md })}
    >
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>
        {t('checkout.start.title')}
      </h1>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.xl,
          [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' },
        })}
      >
        <section
          aria-labelledby="checkout-login"
          css={(theme) => [
            card,
            {
              padding: theme.space.lg,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.lg,
            },
          ]}
        >
          <h2 id="checkout-login" css={{ margin: 0, fontSize: 18 }}>
            {t('checkout.start.loginTitle')}
          </h2>
          <p css={{ margin: 0 }}>{t('checkout.start.loginText')}</p>
          <CheckoutLogin />
          <p css={{ margin: 0 }}>{t('quickLogin.other')}</p>
          <Link
            to={shell.localePath('/login')}
            css={(theme) =>
              buttonStyles(theme, { variant: 'outline', size: 'md', fullWidth: false })
            }
          >
            {t('checkout.start.login')}
          </Link>
        </section>
        <section
          aria-labelledby="checkout-guest"
          css={(theme) => [
            card,
            {
              padding: theme.space.lg,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.lg,
            },
          ]}
        >
          <h2 id="checkout-guest" css={{ margin: 0, fontSize: 18 }}>
            {t('checkout.start.guestTitle')}
          </h2>
          <p css={{ margin: 0 }}>{t('checkout.start.guestText')}</p>
          <Link
            to={shell.localePath('/checkout/guest-shipping')}
            css={(theme) =>
              buttonStyles(theme, { variant: 'outline', size: 'md', fullWidth: false })
            }
          >
            {t('checkout.start.guest')}
          </Link>
        </section>
      </div>
    </section>
  );
}
