import { useTranslation } from 'react-i18next';
import { IconButton } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useWishlistButton } from '../hooks/use-wishlist-button';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      focusable="false"
    >
      <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4 2.3h3.2C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z" />
    </svg>
  );
}

/**
 * `account/WishlistButton`: a heart toggling the product in the customer's wishlist; pressed
 * (`aria-pressed`) while it is listed. Its name stays the same in both states, as a toggle's
 * should, and differs from the add-to-cart and compare buttons beside it.
 */
export function WishlistButton(props: { sku: string; productId: string }) {
  const { t } = useTranslation(NS);
  const view = useWishlistButton(props);
  return (
    <IconButton
      label={t('wishlist.button')}
      variant="outline"
      aria-pressed={view.inWishlist}
      aria-busy={view.busy}
      onClick={view.toggle}
      css={(theme) => ({
        color: view.inWishlist ? theme.colors.accent : theme.colors.text,
      })}
    >
      <HeartIcon filled={view.inWishlist} />
    </IconButton>
  );
}
