import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { NotFound } from '../../../shared/components/not-found';
import { ProductListView } from '../../../shared/product-list/components/product-list-view';
import { usePageMeta } from '../../../shared/page-meta/use-page-meta';
import { VIEW_MORE_CODES, viewMoreList } from '../view-more-lists';

/** Analytics names stay English whatever the page language, like the other lists. */
const LIST_NAMES = { new: 'New arrivals', deals: 'Deals' } as const;

/**
 * `/view-more/{code}`: the products of a named list (new arrivals, deals) with the list page's
 * facets, sort and paging; `/view-more` alone links the lists; an unknown code is a 404.
 */
export function ViewMoreView({ code }: { code: string | undefined }) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const list = viewMoreList(code);
  const pageTitle = t('routes.view-more');
  const name = list ? t(`viewMore.lists.${list.code}`) : pageTitle;
  usePageMeta({ title: list ? `${name} | ${pageTitle}` : code ? undefined : pageTitle });
  if (code && !list) return <NotFound code="404" />;
  if (!list)
    return (
      <section css={(theme) => ({ paddingBlock: theme.space.lg })}>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xxl })}>{pageTitle}</h1>
        <ul css={(theme) => ({ display: 'flex', gap: theme.space.lg, padding: 0 })}>
          {VIEW_MORE_CODES.map((known) => (
            <li key={known} css={{ listStyle: 'none' }}>
              <Link to={localePath(`/view-more/${known}`)}>{t(`viewMore.lists.${known}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <ProductListView
      key={list.code}
      name={name}
      crumbs={[{ label: pageTitle, to: '/view-more' }]}
      baseFilter={list.filter}
      ownCategoryIds={[]}
      list={{ id: `view-more-${list.code}`, name: LIST_NAMES[list.code] }}
    />
  );
}
