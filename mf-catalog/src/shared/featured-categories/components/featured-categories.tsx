import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { LoadError } from '../../components/load-error';
import type { HomeCategory, HomeSection } from '../hooks/use-featured-categories';

/**
 * The home page's featured categories. A top category with children opens its featured page,
 * one without children its category page (the links of the shell's mega menu).
 */
export function FeaturedCategories({ section }: { section: HomeSection<HomeCategory> }) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  if (!section.loading && !section.failed && section.items.length === 0) return null;
  return (
    <section aria-labelledby="home-categories-title">
      <h2
        id="home-categories-title"
        css={(theme) => ({ fontSize: theme.fontSizes.xl, marginBlock: theme.space.md })}
      >
        {t('home.categoriesTitle')}
      </h2>
      {section.failed && <LoadError onRetry={section.retry} />}
      {section.loading && <Skeleton blockSize="96px" radius="md" label={t('common.loading')} />}
      {section.items.length > 0 && (
        <ul
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space.md,
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            [theme.mq.md]: { gridTemplateColumns: 'repeat(9, minmax(0, 1fr))' },
          })}
        >
          {section.items.map((category) => (
            <li key={category.id}>
              <Link
                to={localePath(
                  category.hasChildren ? `/featured/${category.urlKey}` : `/${category.urlKey}`,
                )}
                css={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: theme.space.xs,
                  textAlign: 'center',
                  color: theme.colors.text,
                  textDecoration: 'none',
                  fontSize: theme.fontSizes.sm,
                })}
              >
                {category.image ? (
                  <img
                    src={category.image}
                    alt=""
                    loading="lazy"
                    css={{ inlineSize: 72, blockSize: 72, objectFit: 'contain' }}
                  />
                ) : null}
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
