import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { CategoryRoute } from '../../../shared/route/hooks/use-url-resolver';

/** The subcategories of a featured (top) category, each linking to its category page. */
export function SubcategoryLinks({ category }: { category: CategoryRoute }) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const children = (category.children ?? [])
    .flatMap((child) => (child?.url_key && child.name ? [child] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  if (children.length === 0) return null;
  return (
    <nav aria-label={t('featured.subcategories')}>
      <ul
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.sm,
        })}
      >
        {children.map((child) => (
          <li key={child.id ?? child.url_key}>
            <Link
              to={localePath(`/${child.url_key}`)}
              css={(theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                gap: theme.space.sm,
                minBlockSize: 40,
                paddingInline: theme.space.md,
                borderRadius: theme.radii.pill,
                border: `1px solid ${theme.colors.borderStrong}`,
                color: theme.colors.text,
                textDecoration: 'none',
                background: theme.colors.background,
              })}
            >
              {child.image ? (
                <img src={child.image} alt="" css={{ inlineSize: 24, blockSize: 24 }} />
              ) : null}
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
