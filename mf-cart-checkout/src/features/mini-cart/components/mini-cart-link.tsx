import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, numberFormat, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useCartSync } from '../../../shared/cart/hooks/use-cart-sync';
import { useCartCount } from '../hooks/use-cart-count';
import { ItemAddedAlert } from './item-added-alert';

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </svg>
  );
}

/**
 * The header's cart: a link to `/{locale}/cart` with the item-count badge (total quantity; the
 * link's name says the count), and the add-to-cart confirmation. It also keeps the cart in step
 * with the page and the session (load at start, merge at login, clear at logout).
 */
export function MiniCartLink(_props: Record<string, never>) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  useCartSync();
  const count = useCartCount();
  const shown = numberFormat(shell.locale, {
    maximumFractionDigits: 2,
  }).format(count);
  return (
    <>
      <Link
        to={shell.localePath('/cart')}
        aria-label={
          count > 0 ? t('miniCart.labelWithCount', { count: shown }) : t('miniCart.label')
        }
        css={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: theme.space.xs,
          minBlockSize: theme.touchTarget,
          paddingInline: theme.space.md,
          color: theme.colors.brand,
          fontWeight: theme.fontWeights.semibold,
          textDecoration: 'none',
          borderRadius: theme.radii.md,
          '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
        })}
      >
        <CartIcon />
        <span>{t('miniCart.label')}</span>
        {count > 0 && (
          <Badge tone="brand" shape="count" aria-hidden="true">
            {shown}
          </Badge>
        )}
      </Link>
      <ItemAddedAlert />
    </>
  );
}
