import { useTranslation } from 'react-i18next';
import { Button } from '@dukkan/contracts';
import { NS } from '../../i18n';

/** A part of the page whose data could not be loaded: a translated message and a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div
      role="alert"
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space.md,
        padding: theme.space.lg,
        borderRadius: theme.radii.md,
        background: theme.colors.danger.background,
        color: theme.colors.danger.foreground,
      })}
    >
      <span>{t('common.loadFailed')}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
