import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../i18n';

export interface Crumb {
  label: string;
  /** Path without the locale; the current page has none. */
  to?: string;
}

/** Where the page sits: Home, the parent categories, the page itself (aria-current). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const all: Crumb[] = [{ label: t('routes.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('common.breadcrumb')}>
      <ol
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.xs,
          fontSize: theme.fontSizes.sm,
          color: theme.colors.muted,
        })}
      >
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} css={{ display: 'flex', gap: 4 }}>
            {index > 0 && <span aria-hidden>/</span>}
            {crumb.to !== undefined && index < all.length - 1 ? (
              <Link to={localePath(crumb.to)}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
