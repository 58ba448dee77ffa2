import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { numberFormat, Skeleton, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { Breadcrumbs } from '../../../shared/components/breadcrumbs';
import { LoadError } from '../../../shared/components/load-error';
import { useBrands } from '../hooks/use-brands';

/** `/brands`: every brand with products, each linking to its page. */
export function BrandsView() {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const { brands, isLoading, hasError, retry } = useBrands();
  const count = numberFormat(locale);
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg })}>
      <Breadcrumbs items={[{ label: t('routes.brands') }]} />
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>{t('routes.brands')}</h1>
      {isLoading && <Skeleton blockSize="120px" radius="md" label={t('common.loading')} />}
      {hasError && <LoadError onRetry={retry} />}
      {brands.length > 0 && (
        <ul
          aria-label={t('routes.brands')}
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space.md,
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            [theme.mq.sm]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
            [theme.mq.md]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
          })}
        >
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link
                to={localePath(`/brands/${brand.urlKey}`)}
                css={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: theme.space.xs,
                  padding: theme.space.sm,
                  border: `1px solid ${theme.colors.border}`,
                  borderRadius: theme.radii.md,
                  color: theme.colors.text,
                  textDecoration: 'none',
                  textAlign: 'center',
                })}
              >
                {brand.imageUrl ? (
                  <img
                    src={brand.imageUrl}
                    alt=""
                    loading="lazy"
                    css={{ inlineSize: 64, blockSize: 64, objectFit: 'contain' }}
                  />
                ) : null}
                <span>{brand.name}</span>
                <span
                  css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSizes.xs })}
                >
                  {t('brands.count', { formatted: count.format(brand.productCount) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
