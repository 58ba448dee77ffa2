import { useTranslation } from 'react-i18next';
import { Skeleton } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { LoadError } from '../../../components/load-error';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { usePageMeta } from '../../page-meta/hooks/use-page-meta';
import { useInfoPage } from '../hooks/use-info-page';
import { FaqList } from './faq-list';

/** An information page: its heading and sanitised CMS content, and the FAQ entries on faqs. */
export function InfoView({ routeId }: { routeId: string }) {
  const { t } = useTranslation(NS);
  const { page, faqGroups, isLoading, hasError, retry } = useInfoPage(routeId);
  const heading =
    page?.content_heading ||
    page?.title ||
    t(`routes.${routeId}`, { defaultValue: t('routes.fallback') });
  usePageMeta({ title: page?.meta_title, description: page?.meta_description });
  return (
    <article
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.lg,
        maxInlineSize: 800,
      })}
    >
      <Breadcrumbs items={[{ label: heading }]} />
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>{heading}</h1>
      {isLoading && <Skeleton blockSize="120px" radius="md" label={t('common.loading')} />}
      {hasError && <LoadError onRetry={retry} />}
      {page?.content ? (
        <SanitizedHtml
          html={page.content}
          css={(theme) => ({ lineHeight: theme.lineHeights.relaxed })}
        />
      ) : null}
      {faqGroups.length > 0 && <FaqList groups={faqGroups} />}
    </article>
  );
}
