import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Skeleton, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { LoadError } from '../../../shared/components/load-error';
import { NotFound } from '../../../shared/components/not-found';
import { ProductListView } from '../../../shared/product-list/components/product-list-view';
import { usePageMeta } from '../../../shared/page-meta/use-page-meta';
import { ProductListsDocument } from '../graphql/__generated__/product-lists';

/** Analytics names stay English whatever the page language (a list without one: its code). */
const LIST_NAMES: Readonly<Record<string, string>> = {
  new: 'New arrivals',
  deals: 'Deals',
  bestsellers: 'Bestsellers',
};

/**
 * `/view-more/{code}`: the products of any list the service defines (`productLists`: new
 * arrivals, deals, bestsellers, ...), titled as the service names it, with the list page's
 * facets, sort and paging; `/view-more` alone links the lists; a code the service does not
 * define is a 404.
 */
export function ViewMoreView({ code }: { code: string | undefined }) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const { data, error, refetch } = useQuery(ProductListsDocument);
  const lists = data?.productLists ?? null;
  const list = lists?.find((candidate) => candidate.code === code) ?? null;
  const pageTitle = t('routes.view-more');
  usePageMeta({
    title: list ? `${list.title} | ${pageTitle}` : code ? undefined : pageTitle,
  });
  if (!lists) {
    if (error) return <LoadError onRetry={() => void refetch().catch(() => undefined)} />;
    return <Skeleton blockSize="320px" radius="md" label={t('common.loading')} />;
  }
  if (code && !list) return <NotFound code="404" />;
  if (!list)
    return (
      <section css={(theme) => ({ paddingBlock: theme.space.lg })}>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xxl })}>{pageTitle}</h1>
        <ul
          css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.lg, padding: 0 })}
        >
          {lists.map((known) => (
            <li key={known.code} css={{ listStyle: 'none' }}>
              <Link to={localePath(`/view-more/${known.code}`)}>{known.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <ProductListView
      key={list.code}
      name={list.title}
      crumbs={[{ label: pageTitle, to: '/view-more' }]}
      baseFilter={{ list: { eq: list.code } }}
      ownCategoryIds={[]}
      list={{ id: `view-more-${list.code}`, name: LIST_NAMES[list.code] ?? list.code }}
    />
  );
}
