// The production builds' `useTranslation` (facades/use-translation.mjs): the package's answer to
// `useTranslation(ns)`, with one snapshot and one listener per namespace instead of per
// component. The dev servers and the packages' tests use the package's own hook, so these cases
// are what checks the facade's.
import fs from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { BackendModule, i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
// @ts-expect-error: a plain ES module without types
import { useTranslation } from '../facades/use-translation.mjs';

/** The packages' shipped sources (a CommonJS helper of these tests, without types). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SOURCE_ROOTS, sourceFiles } = require('./package-sources') as {
  SOURCE_ROOTS: string[];
  sourceFiles: (dir: string, extensions: string[]) => string[];
};

type UseTranslation = (
  ns?: string,
  ...rest: unknown[]
) => {
  t: (key: string) => string;
  i18n: I18n;
  ready: boolean;
} & [unknown, unknown, unknown];
const useFacadeTranslation = useTranslation as UseTranslation;

const RESOURCES: Resource = {
  en: { cards: { add: 'Add to cart', of: 'Add {{name}}' }, other: { title: 'Other' } },
  ar: { cards: { add: 'أضف إلى السلة' }, other: { title: 'أخرى' } },
};

/** A fresh instance registered as initReactI18next's, with the texts above already there. */
async function instance(resources: Resource = RESOURCES): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources, interpolation: { escapeValue: false } });
  return i18n;
}

describe("the react-i18next facade's useTranslation", () => {
  it("translates in the namespace and the language, with the package's result shape", async () => {
    const i18n = await instance();
    const seen: ReturnType<UseTranslation>[] = [];
    function Label() {
      const result = useFacadeTranslation('cards');
      seen.push(result);
      return <p>{result.t('add')}</p>;
    }
    render(<Label />);
    expect(screen.getByText('Add to cart')).toBeInTheDocument();
    const [first] = seen;
    expect(first?.ready).toBe(true);
    expect(first?.i18n).toBe(i18n);
    expect(first?.[0]).toBe(first?.t);
    expect(first?.[1]).toBe(i18n);
    expect(first?.[2]).toBe(true);
  });

  it('gives every component of a namespace the same t, and another namespace its own', async () => {
    await instance();
    const ts: Record<string, unknown[]> = { cards: [], other: [] };
    function Reader({ ns }: { ns: 'cards' | 'other' }) {
      const { t } = useFacadeTranslation(ns);
      ts[ns]?.push(t);
      return null;
    }
    render(
      <>
        <Reader ns="cards" />
        <Reader ns="cards" />
        <Reader ns="other" />
      </>,
    );
    expect(ts.cards).toHaveLength(2);
    expect(ts.cards?.[0]).toBe(ts.cards?.[1]);
    expect(ts.other?.[0]).not.toBe(ts.cards?.[0]);
  });

  it('draws again in the new language when it changes, with a new t', async () => {
    const i18n = await instance();
    const ts: unknown[] = [];
    function Label() {
      const { t } = useFacadeTranslation('cards');
      ts.push(t);
      return <p>{t('add')}</p>;
    }
    render(<Label />);
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(screen.getByText('أضف إلى السلة')).toBeInTheDocument();
    expect(new Set(ts).size).toBe(2);
  });

  it('asks i18next once for a key asked for without options, until resources change', async () => {
    const i18n = await instance();
    // i18next's translator is what a fixed t calls for each answer (not in its types).
    const { translator } = i18n as unknown as { translator: { translate: () => unknown } };
    const translate = jest.spyOn(translator, 'translate');
    function Label() {
      const { t } = useFacadeTranslation('cards');
      return <p>{t('add')}</p>;
    }
    render(
      <>
        <Label />
        <Label />
        <Label />
      </>,
    );
    expect(screen.getAllByText('Add to cart')).toHaveLength(3);
    expect(translate).toHaveBeenCalledTimes(1);

    let t: ((key: string, options?: object) => string) | undefined;
    function Reader() {
      ({ t } = useFacadeTranslation('cards'));
      return null;
    }
    render(<Reader />);
    // With options each call is i18next's.
    expect(t?.('of', { name: 'milk' })).toBe('Add milk');
    expect(t?.('of', { name: 'rice' })).toBe('Add rice');
    // A resource added later is read.
    act(() => {
      i18n.addResource('en', 'cards', 'add', 'Add');
    });
    expect(t?.('add')).toBe('Add');
  });

  it('suspends until its namespace has been read, then draws it', async () => {
    let answer: (texts: object) => void = () => undefined;
    const backend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (_language, namespace, callback) => {
        if (namespace !== 'late') {
          callback(null, {});
          return;
        }
        answer = (texts) => callback(null, texts);
      },
    };
    const i18n = i18next.createInstance();
    await i18n
      .use(initReactI18next)
      .use(backend)
      .init({ lng: 'en', fallbackLng: false, ns: [], interpolation: { escapeValue: false } });
    function Late() {
      const { t } = useFacadeTranslation('late');
      return <p>{t('hello')}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Late />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      answer({ hello: 'Hello' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('refuses a call it would answer differently from the package', async () => {
    await instance();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function WithOptions() {
      useFacadeTranslation('cards', { keyPrefix: 'x' });
      return null;
    }
    expect(() => render(<WithOptions />)).toThrow(/useTranslation\(namespace\) only/);
  });

  it('is called by every package with one namespace and nothing else', () => {
    const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(dir, ['.ts', '.tsx']));
    const calls = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\buseTranslation\(([^)]*)\)/g)].map((match) => ({
        file: path.basename(file),
        argument: (match[1] ?? '').trim(),
      })),
    );
    expect(calls.length).toBeGreaterThan(150);
    const other = calls.filter(({ argument }) => !/^([A-Z_]+|'[\w-]+')$/.test(argument));
    expect(other).toEqual([]);
  });
});
