import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@dukkan/contracts';

// Two short lines stacked, so the message fits where an icon button or a card's add button
// was: the header's cart slot at 375 px has room for about 80 px.
const slot = (theme: Theme) => css`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  max-inline-size: 100%;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
  line-height: 1.2;
  text-align: center;
`;

const retry = (theme: Theme) => css`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.brand};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.brandHover};
  }
  ${focusRing(theme)};
`;

/**
 * What an essential fragment (the add-to-cart control, the mini cart) leaves when it cannot be
 * loaded: a short line and a small retry, sized for the control's own slot, so a product card
 * or the header keeps its layout (issue 16). The full block is for pages.
 */
export function CompactFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <span css={slot} data-remote-fallback="compact">
      <span>{t('fallback.compact')}</span>
      <button type="button" css={retry} onClick={onRetry}>
        {t('fallback.retry')}
      </button>
    </span>
  );
}
