import { useQuery } from '@apollo/client/react';
import { CmsPageDocument } from '../graphql/__generated__/cms-page';
import { FaqsDocument } from '../graphql/__generated__/faqs';
import type { FaqsQuery } from '../graphql/__generated__/faqs';

type FaqData = NonNullable<FaqsQuery['faqs']>[number];

export interface FaqGroup {
  name: string;
  entries: { id: string; question: string; answer: string }[];
}

/** FAQ entries by position, grouped in the order their groups first appear. */
export function groupFaqs(faqs: ReadonlyArray<FaqData> | null | undefined): FaqGroup[] {
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
 * loyalty-points-system, installments, partners): its CMS page, and on faqs the FAQ entries.
 */
export function useInfoPage(identifier: string) {
  const page = useQuery(CmsPageDocument, { variables: { identifier } });
  const faqs = useQuery(FaqsDocument, {
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
