// Helpers of the shell-experience specs (issue 5): which project (desktop 1280 px or mobile
// 375 px) a test runs in, a saved delivery area so the select-area dialog stays closed when a
// test is about something else, and the menu categories as the commerce service reports them.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { LOCALES, MENU, storeCodeOf } from '@dukkan/contracts';
import type { Locale, StoreChoice } from '@dukkan/contracts';
import { ar } from '../../../shell/src/locales/ar';
import { en } from '../../../shell/src/locales/en';

export { LOCALES };
export type { Locale };

/** The shell's own texts (its i18n files), so the specs find controls by their real names. */
export const SHELL_TEXT = { en, ar } as const;

/** Fills `{{name}}` placeholders like i18next. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

export const isMobile = (info: TestInfo): boolean => info.project.name === 'mobile';

/** A delivery area as the account team's area selector saves it (localStorage store_choice). */
export const SAVED_AREA: StoreChoice = {
  city: { id: 'cairo', name: 'Cairo' },
  region: { id: 'cairo' },
  district: { id: 'maadi', name: 'Maadi' },
  defaultOrderSource: 'default',
};

/** Saves a delivery area before any page script runs (no select-area dialog then). */
export async function withSavedArea(page: Page): Promise<void> {
  await page.addInitScript((choice) => {
    window.localStorage.setItem('store_choice', JSON.stringify(choice));
  }, SAVED_AREA);
}

export interface ServiceCategory {
  uid: string;
  name: string;
  url_key: string;
  includeInMenu: boolean | null;
  featuredOrder: number | null;
  children: { uid: string; name: string; url_key: string }[] | null;
}

/**
 * The menu's categories straight from the commerce service (not through the shell): flagged
 * includeInMenu, sorted by featuredOrder, the first 9 (shell spec section 2).
 */
export async function menuCategoriesFromService(
  request: APIRequestContext,
  locale: Locale,
): Promise<ServiceCategory[]> {
  const query = `{ categoryList(filters: { include_in_menu: { eq: "1" } }) { uid name url_key includeInMenu featuredOrder children { uid name url_key } } }`;
  const response = await request.post('/graphql', {
    data: { query },
    headers: { Store: storeCodeOf(locale), 'Content-Language': locale, source: 'browser' },
  });
  const body = (await response.json()) as { data?: { categoryList?: ServiceCategory[] } };
  const list = body.data?.categoryList ?? [];
  return list
    .filter((category) => category.includeInMenu === true)
    .map((category, index) => ({ category, index }))
    .sort(
      (a, b) =>
        (a.category.featuredOrder ?? Number.MAX_SAFE_INTEGER) -
          (b.category.featuredOrder ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .slice(0, MENU.menuCategories)
    .map(({ category }) => category);
}

/** Link of a top category: `/featured/{url_key}` when it has children, else `/{url_key}`. */
export function topCategoryPath(locale: Locale, category: ServiceCategory): string {
  return (category.children ?? []).length > 0
    ? `/${locale}/featured/${category.url_key}`
    : `/${locale}/${category.url_key}`;
}
