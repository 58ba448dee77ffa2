import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dukkan/contracts';
import type { AddGroupToCartProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { LOAD_CHANGES_ON_INTENT } from '../../../shared/cart/change-documents';
import { useAddGroupToCart } from '../hooks/use-add-group-to-cart';

/**
 * One button adding a grouped product's chosen members together. The owner shows each member's
 * quantity and outcome; this says only when nothing was chosen.
 */
export function AddGroupToCart(props: AddGroupToCartProps) {
  const { t } = useTranslation(NS);
  const view = useAddGroupToCart(props);
  const hintId = useId();
  return (
    <div
      {...LOAD_CHANGES_ON_INTENT}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}
    >
      <Button
        fullWidth
        loading={view.busy}
        aria-label={t('addGroup.addLabel', { name: props.name })}
        onClick={() => void view.add()}
        {...(view.nothingChosen ? { 'aria-describedby': hintId } : {})}
      >
        {t('addGroup.add')}
      </Button>
      {view.nothingChosen && (
        <p
          id={hintId}
          role="alert"
          css={(theme) => ({
            margin: 0,
            color: theme.colors.danger.foreground,
            fontSize: theme.fontSizes.sm,
          })}
        >
          {t('addGroup.nothingChosen')}
        </p>
      )}
    </div>
  );
}
