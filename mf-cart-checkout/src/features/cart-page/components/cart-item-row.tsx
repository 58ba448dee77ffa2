import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, numberFormat, formatPrice, useShell, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { QuantityStepper } from '../../../shared/cart/components/quantity-stepper';
import type { CartItemView } from '../../../shared/cart/cart-view';
import { useCartItem } from '../hooks/use-cart-item';
import { CartItemDetails } from './cart-item-details';

const row = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${theme.space.md};
  padding-block: ${theme.space.lg};
  border-block-end: 1px solid ${theme.colors.border};
  ${theme.mq.sm} {
    grid-template-columns: 96px 1fr auto;
  }
`;

const actions = (theme: Theme) => css`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  ${theme.mq.sm} {
    grid-column: 3;
    flex-direction: column;
    align-items: flex-end;
  }
`;

/** One cart line: image, name linking to the product, options, prices, stepper, remove, stock marks. */
export function CartItemRow({ item }: { item: CartItemView }) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const view = useCartItem(item);
  const noteId = useId();
  const problem =
    item.stock <= 0
      ? t('cartPage.outOfStock')
      : item.isInvalidItem
        ? t('cartPage.aboveStock', {
            stock: numberFormat(shell.locale).format(item.stock),
          })
        : null;
  const described = [problem ? `${noteId}-p` : null, view.error ? `${noteId}-e` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <li css={row} data-invalid={item.isInvalidItem || undefined}>
      {item.image ? (
        <img
          src={item.image.src}
          alt={item.image.alt}
          width={96}
          height={96}
          loading="lazy"
          css={(theme) => ({
            inlineSize: '100%',
            blockSize: 'auto',
            aspectRatio: '1',
            objectFit: 'contain',
            borderRadius: theme.radii.md,
            background: theme.colors.surface,
          })}
        />
      ) : (
        <span
          aria-hidden="true"
          css={(theme) => ({
            aspectRatio: '1',
            borderRadius: theme.radii.md,
            background: theme.colors.surface,
          })}
        />
      )}
      <CartItemDetails item={item} problem={problem} problemId={`${noteId}-p`} />
      <div css={actions}>
        <p css={(theme) => ({ margin: 0, fontWeight: theme.fontWeights.bold })}>
          <span css={visuallyHidden}>{t('cartPage.rowPrice')} </span>
          {formatPrice(item.totalPrice, shell.locale)}
        </p>
        {view.canChange && (
          <QuantityStepper
            name={item.name}
            display={view.quantityText}
            canDecrease
            canIncrease={view.canIncrease}
            decreaseRemoves={view.decreaseRemoves}
            busy={view.busy}
            onDecrease={() => void view.decrease()}
            onIncrease={() => void view.increase()}
            {...(described ? { describedBy: described } : {})}
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={view.busy}
          aria-label={t('cartPage.removeLabel', { name: item.name })}
          onClick={() => void view.remove()}
        >
          {t('cartPage.remove')}
        </Button>
        {view.error && (
          <p
            id={`${noteId}-e`}
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
    </li>
  );
}
