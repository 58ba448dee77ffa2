import { useTranslation } from 'react-i18next';
import { LAYOUT, Skeleton } from '@dukkan/contracts';
import { NS } from '../../i18n';

/** Placeholder cards in the product grid's columns while products load (one busy label). */
export function GridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation(NS);
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={t('common.loading')}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: `repeat(${LAYOUT.productGridColumns.mobile}, minmax(0, 1fr))`,
        gap: theme.space.md,
        [theme.mq.md]: {
          gridTemplateColumns: `repeat(${LAYOUT.productGridColumns.large}, minmax(0, 1fr))`,
        },
      })}
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Skeleton blockSize="160px" radius="md" />
          <Skeleton inlineSize="80%" />
          <Skeleton inlineSize="40%" />
        </div>
      ))}
    </div>
  );
}
