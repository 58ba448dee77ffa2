import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { useReorder } from '../hooks/use-reorder';
import { link } from './order-styles';

/** What ordering again could not do: the refusal, or the items left out with the way to the cart. */
export function ReorderNotice({ reorder }: { reorder: ReturnType<typeof useReorder> }) {
  const { t } = useTranslation(NS);
  if (reorder.failure) {
    return (
      <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger.foreground })}>
        {reorder.failure}
      </p>
    );
  }
  if (reorder.problems.length === 0) return null;
  return (
    <div role="alert" css={{ display: 'grid', gap: 8 }}>
      <p css={{ margin: 0 }}>{t('reorder.partly')}</p>
      <ul css={{ margin: 0 }}>
        {reorder.problems.map((problem, index) => (
          <li key={`${index}:${problem}`}>{problem}</li>
        ))}
      </ul>
      <a css={link} href={reorder.cartPath}>
        {t('reorder.viewCart')}
      </a>
    </div>
  );
}
