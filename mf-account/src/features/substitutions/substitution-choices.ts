import type { SubstitutionFieldsFragment } from './graphql/__generated__/substitution-fields';

export type Substitution = SubstitutionFieldsFragment;
export type SubstitutionItem = NonNullable<NonNullable<Substitution['items']>[number]>;
export type Replacement = NonNullable<NonNullable<SubstitutionItem['replacements']>[number]>;
export type NoticeAction = 'CALL_ME' | 'NOTIFY_ME_IN_APP';

/** The ways the store may reach the customer about another missing item, in the page's order. */
export const NOTICE_ACTIONS: readonly NoticeAction[] = ['CALL_ME', 'NOTIFY_ME_IN_APP'];

/** One item's answer: a replacement by id, or `remove` (refuse every replacement). */
export type ItemChoice = { replacementId: number } | 'remove';

/** The proposal's items and replacements without the nulls the schema allows. */
export function itemsOf(substitution: Substitution | null): SubstitutionItem[] {
  return (substitution?.items ?? []).flatMap((item) => (item ? [item] : []));
}

export function replacementsOf(item: SubstitutionItem): Replacement[] {
  return (item.replacements ?? []).flatMap((entry) => (entry && entry.id !== null ? [entry] : []));
}

/** Minutes left to answer (0 once the time is over; null without an expiry). */
export function minutesLeft(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 60_000));
}

/** The service's answer input for every item, or null while an item is unanswered. */
export function answerInput(
  items: readonly SubstitutionItem[],
  choices: Readonly<Record<string, ItemChoice>>,
): { item_id: string; replacement_id?: number; remove?: boolean }[] | null {
  const answers = items.map((item) => {
    const choice = choices[item.id];
    if (!choice) return null;
    return choice === 'remove'
      ? { item_id: item.id, remove: true }
      : { item_id: item.id, replacement_id: choice.replacementId };
  });
  return answers.every((answer) => answer !== null) ? answers : null;
}
