import { useQuery } from '@apollo/client/react';
import { CMS_PAGE } from '../graphql/cms-page.graphql';
import { FAQS } from '../graphql/faqs.graphql';

interface CmsPageData {
  identifier: string | null;
  title: string | null;
  content_heading: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

interface FaqData {
  id: number | null;
  position: number | null;
  group: string | null;
  question: string | null;
  answer: string | null;
}

export interface FaqGroup {
  name: string;
  entries: { id: string; question: string; answer: string }[];
}

/** FAQ entries by position, grouped in the order their groups first appear. */
export function groupFaqs(faqs: ReadonlyArray<FaqData | null> | null | undefined): FaqGroup[] {
  const groups: FaqGroup[] = [];
  const sorted = (faqs ?? [])
    .flatMap((faq) => (faq?.question && faq.answer ? [faq] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const faq of sorted) {
    const name = faq.group ?? '';
    let group = groups.find((g) => g.name === name);
    if (!group) {
      group = { name, entries: [] };
      groups.push(group);
    }
    group.entries.push({
      id: String(faq.id ?? faq.question),
      question: faq.question ?? '',
      answer: faq.answer ?? '',
    });
  }
  return groups;
}

/**
 * An information page (about, contact, faqs, stores, return, terms, privacy,
 * loyalty-points-system): its CMS page, and on faqs the FAQ entries.
 */
export function useInfoPage(identifier: string) {
  const page = useQuery<{ cmsPage: CmsPageData | null }>(CMS_PAGE, { variables: { identifier } });
  const faqs = useQuery<{ faqs: ReadonlyArray<FaqData | null> | null }>(FAQS, {
    skip: identifier !== 'faqs',
  });
  return {
    page: page.data?.cmsPage ?? null,
    faqGroups: groupFaqs(faqs.data?.faqs),
    isLoading: page.loading && !page.data,
    hasError: Boolean(page.error) && !page.data,
    retry: () => {
      page.refetch().catch(() => undefined);
    },
  };
}
