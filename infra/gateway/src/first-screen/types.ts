// What the gateway and a remote's page renderer (`first-screen/pages.cjs` of its version
// folder, infra/build/first-screen/render-page.tsx) say to each other.
import type { Locale } from '@dukkan/contracts/locale';

export interface GraphqlBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A guest GraphQL client: a body in, the service's JSON answer out. */
export type Graphql = (body: GraphqlBody) => Promise<{ data?: unknown; errors?: unknown[] }>;

/** The request a page is drawn for: what the renderer may know of it (no cookie, no header). */
export interface PageRequest {
  locale: Locale;
  path: string;
  search: string;
  params: Record<string, string>;
}

export type RenderPage = (
  module: string,
  request: PageRequest,
  graphql: Graphql,
) => Promise<{ html: string; cache: Record<string, unknown>; partial?: boolean } | null>;

export type RenderFragment = (
  module: string,
  props: unknown,
  request: { locale: Locale; path: string },
) => string | null | Promise<string | null>;

export interface Renderer {
  renderPage: RenderPage | null;
  renderFragment: RenderFragment | null;
}

/** A page drawn for a request: its markup and the Apollo cache it was drawn from. */
export interface DrawnPage {
  html: string;
  cache: Record<string, unknown>;
  /** A part's query failed: the page is served but not kept. */
  partial?: true;
}

/** Where a route's module lives: its remote's live version folder, and its exposed name. */
export interface LiveModule {
  folder: string;
  name: string;
}
