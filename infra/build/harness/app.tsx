// The harness's pages: a locale layout (lang/dir, RTL styles, ShellContext, language switch),
// the remote's routes from the contracts route table, and an index of its pages and fragments.
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  LOCALES,
  MODULES,
  ROUTES,
  directionOf,
  theme,
  useShell,
  withLocale,
} from '@dukkan/contracts';
import type {
  Locale,
  ModuleId,
  ModuleProps,
  RemoteName,
  RouteDefinition,
  ShellEvents,
} from '@dukkan/contracts';
import type { Emitter } from 'mitt';
import type { ModuleLoaders } from './fragment';
import { createFragment } from './fragment';
import { HARNESS_NS, initHarnessI18n } from './i18n';
import { HarnessShellProvider } from './shell-value';
import type { HarnessShellOptions } from './shell-value';
import type { HarnessStore } from './state';

export interface HarnessConfig {
  remote: RemoteName;
  modules: ModuleLoaders;
  /** Props for fragments shown on their own harness page; fragments without props are listed only. */
  fragmentProps?: { [K in ModuleId]?: ModuleProps[K] };
  store: HarnessStore;
  bus: Emitter<ShellEvents>;
  loadIdentity?: HarnessShellOptions['loadIdentity'];
}

/** One cache for both directions, as the shell has: styles are logical (shell emotion-cache.ts). */
const cache = createCache({ key: 'h' });

function LocaleLayout({
  locale,
  config,
  children,
}: {
  locale: Locale;
  config: HarnessConfig;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const here = useLocation();
  const Fragment = useMemo(() => createFragment(config.modules), [config.modules]);
  const options = useMemo<HarnessShellOptions>(
    () => ({
      locale,
      store: config.store,
      bus: config.bus,
      Fragment,
      navigate: (path) => void navigate(path),
      currentPath: () => `${window.location.pathname}${window.location.search}`,
      ...(config.loadIdentity ? { loadIdentity: config.loadIdentity } : {}),
    }),
    [locale, config, Fragment, navigate],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    void initHarnessI18n(locale);
  }, [locale, here.pathname]);
  return (
    <CacheProvider value={cache}>
      {/* The shell's design tokens, so a remote looks in its harness as it does in the shell. */}
      <ThemeProvider theme={theme}>
        <HarnessShellProvider options={options}>{children}</HarnessShellProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

function Chrome({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation(HARNESS_NS);
  const shell = useShell();
  const other = shell.locale === 'en' ? 'ar' : 'en';
  return (
    <div css={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <header
        css={{ display: 'flex', gap: 16, paddingBlockEnd: 8, borderBlockEnd: '2px solid #0b7a3e' }}
      >
        <Link to={shell.localePath('/_harness')}>{t('title', { remote })}</Link>
        <a
          href={withLocale(other, '/_harness')}
          lang={other}
          onClick={(e) => (e.preventDefault(), shell.switchLocale(other))}
        >
          {t('switchTo')}
        </a>
      </header>
      <main css={{ paddingBlock: 16 }}>
        <Outlet />
      </main>
      <ul aria-live="polite" css={{ listStyle: 'none', padding: 0 }}>
        {shell.alerts.items.map((alert) => (
          <li key={alert.id} role="status">
            {alert.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function routesOf(remote: RemoteName): RouteDefinition[] {
  return ROUTES.filter((route) => route.module.startsWith(`${remote}/`));
}

/** A link for a route pattern: each `:param` is filled with its own name. */
function samplePath(route: RouteDefinition): string {
  if (route.endsWith) return `/orders/id${route.endsWith}`;
  return `/${route.path.replace(/:(\w+)\??/g, '$1')}`;
}

function HarnessIndex({ config }: { config: HarnessConfig }) {
  const { t } = useTranslation(HARNESS_NS);
  const shell = useShell();
  const fragments = (Object.keys(MODULES) as ModuleId[]).filter(
    (id) => MODULES[id].remote === config.remote && MODULES[id].kind === 'fragment',
  );
  return (
    <section>
      <h1>{t('index')}</h1>
      <h2>{t('pages')}</h2>
      <ul>
        {routesOf(config.remote).map((route) => (
          <li key={route.id}>
            <Link to={shell.localePath(samplePath(route))}>{route.id}</Link> ({route.module}
            {route.guard ? `, ${t('guard', { guard: route.guard })}` : ''})
          </li>
        ))}
      </ul>
      <h2>{t('fragments')}</h2>
      <ul>
        {fragments.map((id) => (
          <li key={id}>
            <Link to={shell.localePath(`/_harness/fragment/${id.split('/')[1] ?? ''}`)}>{id}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FragmentPage({ config }: { config: HarnessConfig }) {
  const { t } = useTranslation(HARNESS_NS);
  const { Fragment } = useShell();
  const id = `${config.remote}/${useParams().name ?? ''}` as ModuleId;
  if (!(id in MODULES)) return <p>{t('notFound', { path: id })}</p>;
  const props = config.fragmentProps?.[id];
  if (props === undefined) return <p>{t('needsProps', { module: id })}</p>;
  return <Fragment module={id} props={props} />;
}

function RoutedPage({ route }: { route: RouteDefinition }) {
  const { Fragment } = useShell();
  const params = useParams();
  if (route.module.startsWith('shell/')) return null;
  return <Fragment module={route.module as ModuleId} props={{ routeId: route.id, params }} />;
}

/** Splat: the table's "path ends with" routes, else this remote has nothing here. */
function Splat({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation(HARNESS_NS);
  const { pathname } = useLocation();
  const route = routesOf(remote).find((r) => r.endsWith && pathname.endsWith(r.endsWith));
  if (route) return <RoutedPage route={route} />;
  return <p>{t('notFound', { path: pathname })}</p>;
}

export function harnessRoutes(config: HarnessConfig): RouteObject[] {
  const pageRoutes = routesOf(config.remote).filter(
    (r) => !r.endsWith && config.modules[r.module as ModuleId],
  );
  return [
    { path: '/', element: <Navigate to="/en/_harness" replace /> },
    ...LOCALES.map((locale): RouteObject => ({
      path: `/${locale}`,
      element: (
        <LocaleLayout locale={locale} config={config}>
          <Chrome remote={config.remote} />
        </LocaleLayout>
      ),
      children: [
        { path: '_harness', element: <HarnessIndex config={config} /> },
        { path: '_harness/fragment/:name', element: <FragmentPage config={config} /> },
        ...(pageRoutes.some((r) => r.path === '')
          ? []
          : [{ index: true, element: <Navigate to="_harness" replace /> }]),
        ...pageRoutes.map((route) =>
          route.path === ''
            ? { index: true, element: <RoutedPage route={route} /> }
            : { path: route.path, element: <RoutedPage route={route} /> },
        ),
        { path: '*', element: <Splat remote={config.remote} /> },
      ],
    })),
    { path: '*', element: <Navigate to="/en/_harness" replace /> },
  ];
}
