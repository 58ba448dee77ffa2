import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useCartCount } from '../hooks/use-cart-count';

/** The header's cart link to `/{locale}/cart`, with the item-count badge when items exist. */
export function MiniCartLink(_props: Record<string, never>) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const count = useCartCount();
  return (
    <Link
      to={shell.localePath('/cart')}
      aria-label={count > 0 ? t('miniCart.labelWithCount', { count }) : t('miniCart.label')}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        paddingBlock: 8,
        paddingInline: 12,
        color: '#0b7a3e',
        fontWeight: 600,
        textDecoration: 'none',
      }}
    >
      {t('miniCart.label')}
      {count > 0 && (
        <span
          aria-hidden="true"
          css={{
            minWidth: 20,
            paddingInline: 4,
            borderRadius: 12,
            background: '#0b7a3e',
            color: '#fff',
            textAlign: 'center',
            fontSize: 12,
          }}
        >
          {count}
        </span>
      )}
    </Link>
  );
}
