import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, buttonStyles, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { CheckoutCartStatus } from '../hooks/use-checkout-cart';

interface CheckoutFrameProps {
  title: string;
  step: 'shipping' | 'payment';
  status: CheckoutCartStatus;
  retry: () => void;
  children: ReactNode;
}

/** A checkout step: its title and step marker, and the loading, failed and empty cart states. */
export function CheckoutFrame({ title, step, status, retry, children }: CheckoutFrameProps) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  return (
    <section
      css={(theme) => ({ display: 'grid', gap: theme.space.lg, paddingBlock: theme.space.md })}
    >
      <nav aria-label={t('checkout.steps')}>
        <ol
          css={(theme) => ({
            display: 'flex',
            gap: theme.space.lg,
            listStyle: 'none',
            margin: 0,
            padding: 0,
          })}
        >
          {(['shipping', 'payment'] as const).map((name) => (
            <li
              key={name}
              aria-current={name === step ? 'step' : undefined}
              css={(theme) => ({
                fontWeight: name === step ? theme.fontWeights.bold : theme.fontWeights.regular,
                color: name === step ? theme.colors.brand : theme.colors.muted,
              })}
            >
              {t(name === 'shipping' ? 'checkout.stepShipping' : 'checkout.stepPayment')}
            </li>
          ))}
        </ol>
      </nav>
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>{title}</h1>
      {status === 'loading' && <Skeleton blockSize="160px" label={t('checkout.loading')} />}
      {status === 'failed' && (
        <div
          role="alert"
          css={(theme) => ({ display: 'grid', justifyItems: 'start', gap: theme.space.md })}
        >
          <p css={{ margin: 0 }}>{t('checkout.loadError')}</p>
          <Button variant="outline" onClick={retry}>
            {t('checkout.retry')}
          </Button>
        </div>
      )}
      {status === 'empty' && (
        <div css={(theme) => ({ display: 'grid', justifyItems: 'start', gap: theme.space.md })}>
          <p css={{ margin: 0 }}>{t('checkout.emptyCart')}</p>
          <Link
            to={shell.localePath('/cart')}
            css={(theme) =>
              buttonStyles(theme, { variant: 'outline', size: 'md', fullWidth: false })
            }
          >
            {t('checkout.backToCart')}
          </Link>
        </div>
      )}
      {status === 'ready' && children}
    </section>
  );
}
