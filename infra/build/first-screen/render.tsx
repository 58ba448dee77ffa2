// Rendering a first screen at build time (issue 14; infra/build/first-screen-plugin.cjs runs the
// renderers): the shell's and the remotes' renderers draw their components with these, so every
// first screen gets the same theme, direction and i18n as the app, and the same markup shape.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import mitt from 'mitt';
import { EMOTION_KEY, theme, withLocale } from '@dukkan/contracts';
import type { FragmentComponent, Locale, ShellContextValue, ShellEvents } from '@dukkan/contracts';

/** An i18next holding one namespace's texts in one language, ready at once. */
export function staticI18n(locale: Locale, namespace: string, texts: object) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    ns: [namespace],
    defaultNS: namespace,
    resources: { [locale]: { [namespace]: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * A ShellContext for drawing a first screen outside the app, at build time or for one request
 * of a guest: the locale, its paths, a guest's session and the default area. Actions (signing
 * in, choosing an area, alerts, dialogs, analytics) never run there, so they do nothing. A slot
 * (another team's module, never run there) shows its `loading`, or else `slotPlaceholder`,
 * which is what the app's Fragment draws while the slot's remote downloads.
 */
export function staticShell(locale: Locale, slotPlaceholder: ReactNode): ShellContextValue {
  const none = () => undefined;
  const done = () => Promise.resolve();
  const Fragment: FragmentComponent = ({ loading }) =>
    loading === undefined ? slotPlaceholder : loading;
  return {
    bus: mitt<ShellEvents>(),
    locale,
    localePath: (path: string) => withLocale(locale, path),
    switchLocale: none,
    session: {
      user: null,
      isLoggedIn: false,
      token: null,
      login: done,
      logout: done,
      refreshIdentity: done,
    },
    store: { choice: null, source: 'default', setChoice: none },
    alerts: { items: [], push: () => '', dismiss: none },
    dialogs: { openId: null, variant: null, open: none, close: none, isOpen: () => false },
    analytics: { track: none },
    Fragment,
  };
}

/**
 * `tree` as the app draws it in `locale` (the emotion theme and the texts of `i18n`; styles are
 * logical, so the same rules serve both directions), as markup behind its style elements:
 * emotion's one per element would otherwise sit in the markup. Class names are the app's (the
 * app's cache key, contracts `EMOTION_KEY`), and the rules name themselves as emotion's
 * server rendering does, so the app's cache takes them as inserted (withStyles). Its faces are
 * the app's, which swap: the page shows the first screen only once they have loaded (the
 * gateway's first screen script), so it is drawn in Cairo, as the app then draws it. Chrome
 * counts the app's copy of an element as a new element, so the first screen keeps the largest
 * paint only if the app's text is not larger (issue 14).
 */
export function renderStatic(
  locale: Locale,
  tree: ReactNode,
  options: { i18n: ReturnType<typeof staticI18n> },
): string {
  return withStyles(renderToString(firstScreenTree(tree, options)));
}

/** Marks the markup of a `RulesOnly` part, which withStyles leaves out. */
const RULES_ONLY = 'data-first-screen-rules-only';
const RULES_ONLY_PART = new RegExp(`<template ${RULES_ONLY}="">[\\s\\S]*?</template>`, 'g');

/**
 * Parts the app's first render draws that the first screen does not (the footer, say), drawn
 * where the app draws them for their rules alone: withStyles gathers their rules with the
 * others and leaves their markup out, so the app's emotion cache counts them as inserted and
 * its first render neither compiles nor inserts them. It holds no `<template>` of its own.
 */
export function RulesOnly({ children }: { children: ReactNode }) {
  return <template {...{ [RULES_ONLY]: '' }}>{children}</template>;
}

/**
 * `tree` inside the app's theme, texts and an emotion cache of its own for each render: a
 * cache writes a rule's style element only the first time it meets the rule, so a tree rendered
 * more than once (a page rendered until its queries have answered, renderPage) would lose the
 * rules of the earlier renders.
 */
export function firstScreenTree(
  tree: ReactNode,
  { i18n }: { i18n: ReturnType<typeof staticI18n> },
) {
  return (
    <EmotionPerRender>
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>{tree}</I18nextProvider>
      </ThemeProvider>
    </EmotionPerRender>
  );
}

function EmotionPerRender({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: EMOTION_KEY }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

/**
 * Markup as renderToString drew it, with emotion's style elements (one per element) gathered
 * ahead of it, each in the form emotion's server rendering writes, so that the app takes them
 * over instead of compiling and inserting its rules again:
 * - a `<Global>`'s element as drawn, `<style data-emotion="css-global name" data-s="">`: the
 *   gateway puts it in the page's head, where the app's `Global` finds it by that name and
 *   inserts nothing (the resets; with the faces, which left it on 2026-12-01, they were a
 *   quarter of the takeover's stylis time on a category page). `data-s` keeps the app's emotion
 *   cache from moving it before its Global takes it over. It holds no faces: that Global moves
 *   it, and a moved element with faces makes the browser load them again (the shell's faces are
 *   a style element of their own, font-faces.ts `ensureFaces`; issue 14);
 * - the elements' rules as one `<style data-emotion="css name name…">`. The app's emotion
 *   cache, created before its first render, moves that element into the head and counts its
 *   names as inserted: the takeover neither compiles those rules again nor inserts them (on a
 *   category page 73 of the app's 117 rules), and the page's copy kept by the shell
 *   (first-screen-page.tsx) still finds its rules after the copy has gone.
 */
export function withStyles(html: string): string {
  const globals: string[] = [];
  const rules: string[] = [];
  const names = new Set<string>();
  const markup = html
    .replace(
      /<style data-emotion="([^"]*)">([^<]*)<\/style>/g,
      (_all, attribute: string, text: string) => {
        const [key, ...ids] = attribute.split(' ');
        if (key === EMOTION_KEY) {
          rules.push(text);
          for (const id of ids) names.add(id);
        } else {
          // `data-s`: the app's emotion cache leaves it where it is (the gateway puts it in the
          // head), for the app's Global to take over.
          globals.push(`<style data-emotion="${attribute}" data-s="">${text}</style>`);
        }
        return '';
      },
    )
    // After the rules are gathered, so a RulesOnly part's rules stay and its markup goes.
    .replace(RULES_ONLY_PART, '');
  const own =
    rules.length > 0
      ? `<style data-emotion="${EMOTION_KEY} ${[...names].join(' ')}">${rules.join('')}</style>`
      : '';
  return `${globals.join('')}${own}${markup}`;
}
