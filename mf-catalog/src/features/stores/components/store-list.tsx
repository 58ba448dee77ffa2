import { useTranslation } from 'react-i18next';
import { Skeleton, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { LoadError } from '../../../shared/components/load-error';
import { useStores } from '../hooks/use-stores';
import type { StoreView } from '../hooks/use-stores';

/** The stores page's list: a heading per city, then each store's card. */
export function StoreList() {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const stores = useStores(locale);
  return (
    <section aria-labelledby="store-list-title">
      <h2 id="store-list-title" css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
        {t('stores.title')}
      </h2>
      {stores.isLoading && <Skeleton blockSize="120px" radius="md" label={t('common.loading')} />}
      {stores.hasError && <LoadError onRetry={stores.retry} />}
      {!stores.isLoading && !stores.hasError && stores.cities.length === 0 && (
        <p role="status">{t('stores.none')}</p>
      )}
      {stores.cities.map(({ city, stores: list }) => (
        <section key={city} aria-label={city || t('stores.title')}>
          <h3 css={(theme) => ({ fontSize: theme.fontSizes.lg })}>{city}</h3>
          <ul
            css={(theme) => ({
              display: 'grid',
              gap: theme.space.md,
              padding: 0,
              listStyle: 'none',
              [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            })}
          >
            {list.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function StoreCard({ store }: { store: StoreView }) {
  const { t } = useTranslation(NS);
  return (
    <li
      aria-label={store.name}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.xs,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
      })}
    >
      <h4 css={{ margin: 0 }}>{store.name}</h4>
      {store.address && <p css={{ margin: 0 }}>{store.address}</p>}
      {store.phone && (
        <p css={{ margin: 0 }}>
          {t('stores.phone')}{' '}
          <a href={`tel:${store.phone}`} dir="ltr">
            {store.phone}
          </a>
        </p>
      )}
      {store.hours.length > 0 && (
        <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
          {store.hours.map((entry) => (
            <div key={entry.days} css={{ display: 'contents' }}>
              <dt>{entry.days}</dt>
              <dd css={{ margin: 0 }} dir="ltr">
                {t('stores.hours', { open: entry.open, close: entry.close })}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {store.mapUrl && (
        <a href={store.mapUrl} target="_blank" rel="noreferrer">
          {t('stores.map', { name: store.name })}
        </a>
      )}
    </li>
  );
}
