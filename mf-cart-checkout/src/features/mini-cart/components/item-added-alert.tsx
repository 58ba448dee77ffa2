import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Toast, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useItemAdded } from '../hooks/use-item-added';

const region = (theme: Theme) => css`
  position: fixed;
  inset-block-start: ${theme.space.lg};
  inset-inline: ${theme.space.sm};
  z-index: ${theme.zIndex.toast};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
  ${theme.mq.sm} {
    inset-inline: auto ${theme.space.xl};
    max-inline-size: 420px;
  }
`;

/**
 * The item-added message with a View Cart link; the live region is always in the page so the
 * message is announced politely when it appears. Escape or the close button closes it.
 */
export function ItemAddedAlert() {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const { item, close } = useItemAdded();
  return (
    <div
      role="status"
      aria-live="polite"
      css={region}
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      {item && (
        <Toast
          type="success"
          message={t('miniCart.itemAdded', { name: item.name })}
          action={
            <Link to={shell.localePath('/cart')} onClick={close}>
              {t('miniCart.viewCart')}
            </Link>
          }
          onDismiss={close}
          dismissLabel={t('miniCart.close')}
        />
      )}
    </div>
  );
}
