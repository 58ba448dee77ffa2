// Shared helpers of the end-to-end suite: sample URLs for every route, the texts the shell
// promises, and a page fixture that fails a test on any console error.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import type { Locale, RouteDefinition } from '@dukkan/contracts';

export { expect };

/** Texts the shell design promises (frontend-shared design, "Test ids"). */
export const TEXT = {
  fallback: {
    en: 'This part of the page could not be loaded.',
    ar: 'تعذر تحميل هذا الجزء من الصفحة.',
  },
  retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
  notFound: { en: 'This page could not be found.', ar: 'تعذر العثور على هذه الصفحة.' },
  languageSwitch: { en: 'العربية', ar: 'English' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Sample values for route parameters. */
const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'sample-slug',
  categorySlug: 'sample-category',
  code: 'sample-code',
  name: 'sample-name',
  id: '100000001',
  urlKey: 'sample-url-key',
};

/**
 * A concrete path (without locale) that the route matches: parameters get sample values, a
 * suffix route ("any path ending in /create-review") gets a sample prefix.
 */
export function samplePath(route: RouteDefinition): string {
  if (route.endsWith) return `/sample-product${route.endsWith}`;
  const segments = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.replace(/^:/, '').replace(/\?$/, '');
      const value = SAMPLE_PARAMS[name];
      if (!value)
        throw new Error(`No sample value for route parameter "${name}" (route ${route.id})`);
      return value;
    });
  return `/${segments.join('/')}`;
}

/**
 * Console errors that are expected in a given situation, each with the reason. Anything else
 * fails the test.
 */
export interface AllowedError {
  pattern: RegExp;
  reason: string;
}

/** The gateway answers 502 for /graphql while the commerce service is not running. */
export const COMMERCE_DOWN_ERRORS: AllowedError[] = [
  {
    pattern: /Failed to load resource: the server responded with a status of 502/,
    reason: 'the commerce service is not running, so the gateway answers /graphql with 502',
  },
];

interface ConsoleWatch {
  /** Errors seen so far that no allowed pattern explains. */
  unexpected: () => string[];
  /** Allow more messages for the rest of this test. */
  allow: (...allowed: AllowedError[]) => void;
}

/** Whether the commerce service answers behind the gateway. */
export async function commerceIsUp(page: Page): Promise<boolean> {
  const res = await page.request.get('/graphql?query=%7B__typename%7D', {
    failOnStatusCode: false,
  });
  return res.status() !== 502;
}

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: async ({ page }, provide) => {
    const seen: string[] = [];
    const allowed: AllowedError[] = [];
    const record = (text: string) => seen.push(text);
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        record(`${message.text()}${where ? ` (${where})` : ''}`);
      }
    });
    page.on('pageerror', (error) => record(`uncaught: ${error.message}`));
    if (!(await commerceIsUp(page))) allowed.push(...COMMERCE_DOWN_ERRORS);
    await provide({
      unexpected: () => seen.filter((text) => !allowed.some((entry) => entry.pattern.test(text))),
      allow: (...more) => allowed.push(...more),
    });
  },
});

/** Every JavaScript response of a page load, with its body. */
export function collectScripts(page: Page): { url: string; body: Promise<Buffer> }[] {
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.ok() && /javascript/.test(type))
      scripts.push({ url: response.url(), body: response.body() });
  });
  return scripts;
}

/**
 * Serious and critical axe violations (WCAG 2.1 A and AA), each with its elements. It waits for
 * the page's entry animations first: a drawer that has just opened still slides in over its dim
 * layer, and its text's contrast, measured mid-way, is against what is under it. Endless
 * animations (a loading spinner's) are not waited for.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
