import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { Breadcrumbs } from '../../../shared/components/breadcrumbs';
import { LoadError } from '../../../shared/components/load-error';
import { SanitizedHtml } from '../../../shared/components/sanitized-html';
import { usePageMeta } from '../../../shared/page-meta/use-page-meta';
import { useInfoPage } from '../hooks/use-info-page';
import { FaqList } from './faq-list';

/**
 * An information page: its heading and sanitised CMS content, the FAQ entries on faqs, and what
 * the page adds under the text (`children`: the contact form, the store list).
 */
export function InfoView({ routeId, children }: { routeId: string; children?: ReactNode }) {
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
      {children}
    </article>
  );
}
