import { useSyncExternalStore } from 'react';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { missingOptionalModules, subscribeModuleHealth } from '../module-health';

const line = (theme: Theme) => css`
  margin: 0;
  padding-block: ${theme.space.xs};
  padding-inline: ${theme.space.lg};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
  text-align: center;
`;

/**
 * The page's one quiet notice while optional fragments (compare, wishlist, quick search, ...)
 * are missing because their remote could not be loaded; each of them renders nothing in its
 * place (issue 16). Nothing when every fragment loaded.
 */
export function DegradedNotice() {
  const { t } = useTranslation('shell');
  const missing = useSyncExternalStore(
    subscribeModuleHealth,
    missingOptionalModules,
    missingOptionalModules,
  );
  return (
    <div role="status" aria-live="polite">
      {missing.length > 0 ? <p css={line}>{t('fallback.degraded')}</p> : null}
    </div>
  );
}
