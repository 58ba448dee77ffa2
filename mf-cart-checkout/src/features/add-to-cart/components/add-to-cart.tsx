import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { QuantityStepper } from '../../../shared/cart/components/quantity-stepper';
import { LOAD_CHANGES_ON_INTENT } from '../../../shared/cart/change-documents';
import { useAddToCart } from '../hooks/use-add-to-cart';

/** The product's add-to-cart fragment: stepper and add button, or the cart quantity once added. */
export function AddToCart({ product }: { product: ProductSummary }) {
  const { t } = useTranslation(NS);
  const view = useAddToCart(product);
  const errorId = useId();
  const stepper = useRef<HTMLDivElement>(null);
  const wasInCart = useRef(view.isInCart);
  const refocus = useRef(false);
  useEffect(() => {
    // The add button disappears once the product is in the cart: keep keyboard focus in the
    // stepper (once its buttons are enabled again) instead of letting it fall back to the page.
    if (view.isInCart && !wasInCart.current && document.activeElement === document.body)
      refocus.current = true;
    wasInCart.current = view.isInCart;
    if (!refocus.current || view.busy) return;
    refocus.current = false;
    stepper.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [view.isInCart, view.busy]);
  if (view.isOutOfStock) {
    return (
      <Button
        variant="secondary"
        disabled
        fullWidth
        aria-label={t('addToCart.outOfStockLabel', { name: product.name })}
      >
        {t('addToCart.outOfStock')}
      </Button>
    );
  }
  return (
    <div
      {...LOAD_CHANGES_ON_INTENT}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}
    >
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.space.sm,
        })}
      >
        <QuantityStepper
          name={product.name}
          display={view.quantityText}
          canDecrease={view.canDecrease}
          canIncrease={view.canIncrease}
          decreaseRemoves={view.decreaseRemoves}
          busy={view.busy}
          groupRef={stepper}
          onDecrease={() => void view.decrease()}
          onIncrease={() => void view.increase()}
          {...(view.error ? { describedBy: errorId } : {})}
        />
        {!view.isInCart && (
          <Button
            aria-label={t('addToCart.addLabel', { name: product.name })}
            loading={view.busy}
            onClick={() => void view.add()}
            {...(view.error ? { 'aria-describedby': errorId } : {})}
          >
            {t('addToCart.add')}
          </Button>
        )}
      </div>
      {view.error && (
        <p
          id={errorId}
          css={(theme) => ({
            margin: 0,
            color: theme.colors.danger.foreground,
            fontSize: theme.fontSizes.sm,
          })}
        >
          {view.error}
        </p>
      )}
    </div>
  );
}
