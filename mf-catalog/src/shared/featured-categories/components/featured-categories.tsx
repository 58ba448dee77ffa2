import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { LoadError } from '../../components/load-error';
import type { HomeCategory, HomeSection } from '../hooks/use-featured-categories';

const IMAGE_SIZE = 72;
/** The store's featured top categories: one row of nine on large screens, three rows on phones. */
const PLACEHOLDER_TILES = 9;

const grid = (theme: Theme) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space.md,
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    [theme.mq.md]: { gridTemplateColumns: 'repeat(9, minmax(0, 1fr))' },
  });

/*
 * A tile holds its image and two lines of name from the start, so the placeholders and the
 * categories that replace them take the same height (nothing under the grid moves).
 */
const tile = (theme: Theme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space.xs,
    textAlign: 'center',
    fontSize: theme.fontSizes.sm,
    lineHeight: theme.lineHeights.normal,
    minBlockSize: `calc(${IMAGE_SIZE}px + ${theme.space.xs} + 2lh)`,
  });

/**
 * The home page's featured categories, the first thing under the banner, so their images load at
 * once (not lazily). A top category with children opens its featured page,
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
      {section.loading && (
        <div role="progressbar" aria-busy="true" aria-label={t('common.loading')} css={grid}>
          {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            <div key={index} css={tile}>
              <Skeleton inlineSize={`${IMAGE_SIZE}px`} blockSize={`${IMAGE_SIZE}px`} radius="md" />
              <Skeleton inlineSize="70%" />
            </div>
          ))}
        </div>
      )}
      {section.items.length > 0 && (
        <ul css={grid}>
          {section.items.map((category) => (
            <li key={category.id}>
              <Link
                to={localePath(
                  category.hasChildren ? `/featured/${category.urlKey}` : `/${category.urlKey}`,
                )}
                css={(theme) => [tile(theme), { color: theme.colors.text, textDecoration: 'none' }]}
              >
                {category.image ? (
                  <img
                    src={category.image}
                    alt=""
                    width={IMAGE_SIZE}
                    height={IMAGE_SIZE}
                    css={{ inlineSize: IMAGE_SIZE, blockSize: IMAGE_SIZE, objectFit: 'contain' }}
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
