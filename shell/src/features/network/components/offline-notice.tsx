import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../hooks/use-online-status';

const notice = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  margin: 0;
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.lg};
  background: ${theme.colors.warning.background};
  border-block-end: 1px solid ${theme.colors.warning.border};
  color: ${theme.colors.warning.foreground};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-align: center;
`;

/** A line under the header while the browser is offline; nothing otherwise. */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {online ? null : <p css={notice}>{t('offline.message')}</p>}
    </div>
  );
}
