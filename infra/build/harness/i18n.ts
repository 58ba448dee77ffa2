// i18next as the shell sets it up (one shared instance, namespace per package), plus the
// harness's own namespace for its index page and placeholders of other teams' fragments.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@dukkan/contracts';
import { loadAllTexts, TEXTS_I18N_OPTIONS, textsBackend } from '@dukkan/contracts';

const HARNESS_TEXTS = {
  en: {
    title: '{{remote}} dev harness',
    pages: 'Pages',
    fragments: 'Fragments',
    guard: 'guard: {{guard}}',
    needsProps: '{{module}} needs data props from its host; it is not rendered here.',
    otherTeam: '{{module}} is owned by another team',
    notFound: 'No route of this remote matches {{path}}.',
    index: 'Harness index',
    switchTo: 'العربية',
    loading: 'Loading…',
    failed: 'This part of the page could not be loaded.',
    retry: 'Try again',
  },
  ar: {
    title: 'بيئة تطوير {{remote}}',
    pages: 'الصفحات',
    fragments: 'الأجزاء',
    guard: 'الحماية: {{guard}}',
    needsProps: '{{module}} يحتاج إلى بيانات من الصفحة المضيفة؛ لا يُعرض هنا.',
    otherTeam: '{{module}} يملكه فريق آخر',
    notFound: 'لا يوجد مسار في هذا الجزء يطابق {{path}}.',
    index: 'فهرس بيئة التطوير',
    switchTo: 'English',
    loading: 'جارٍ التحميل…',
    failed: 'تعذر تحميل هذا الجزء من الصفحة.',
    retry: 'حاول مرة أخرى',
  },
};

export const HARNESS_NS = 'harness';

/**
 * Initialises the shared i18next once (as the shell does: the remotes' namespaces read through
 * the contracts' backend in one language) and switches it to `locale`, with every namespace
 * registered so far read in it, so a test's first render shows texts, not keys.
 */
export async function initHarnessI18n(locale: Locale): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .use(textsBackend)
      .init({
        ...TEXTS_I18N_OPTIONS,
        lng: locale,
        ns: [HARNESS_NS],
        defaultNS: HARNESS_NS,
        resources: {},
        react: { useSuspense: false },
      });
  }
  for (const lng of ['en', 'ar'] as const) {
    i18next.addResourceBundle(lng, HARNESS_NS, HARNESS_TEXTS[lng], true, true);
  }
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  await loadAllTexts(i18next);
}
