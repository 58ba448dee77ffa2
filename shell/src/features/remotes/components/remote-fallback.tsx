import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const box = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 12px 16px;
  border: 1px dashed #b9c4bd;
  border-radius: 8px;
  color: #3d4a42;
  font-size: 14px;
`;

const button = css`
  padding: 4px 12px;
  border: 1px solid #0b7a3e;
  border-radius: 4px;
  background: #fff;
  color: #0b7a3e;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #0b7a3e;
    outline-offset: 2px;
  }
`;

/** The small translated notice a failed page or fragment leaves in its place. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" css={box}>
      <span>{t('fallback.message')}</span>
      <button type="button" css={button} onClick={onRetry}>
        {t('fallback.retry')}
      </button>
    </div>
  );
}
