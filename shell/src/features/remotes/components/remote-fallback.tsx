import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dukkan/contracts';

const box = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  padding-block: ${theme.space.md};
  padding-inline: ${theme.space.lg};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

/** The small translated notice a failed page or fragment leaves in its place. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" css={box}>
      <span>{t('fallback.message')}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('fallback.retry')}
      </Button>
    </div>
  );
}
