import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../hooks/use-online-status';

const notice = css`
  margin: 0;
  padding-block: 8px;
  padding-inline: 16px;
  background: #fff5e5;
  border-block-end: 1px solid #a86400;
  color: #5c3700;
  font-size: 14px;
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
