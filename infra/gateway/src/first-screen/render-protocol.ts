// What the gateway's main thread and a page-rendering worker (render-worker.ts) say to each
// other. Only what a draw needs crosses: a renderer file, a module, the page's locale, path,
// query and route parameters, a fragment's props, and the GraphQL bodies and answers of its
// guest queries. No header, cookie, environment or secret of the gateway is ever sent.
import type { GraphqlBody, PageRequest } from './types';

/** What a loaded renderer file exports. */
export interface RendererExports {
  renderPage: boolean;
  renderFragment: boolean;
}

/** The main thread's messages to a worker. */
export type ToWorker =
  | { type: 'load'; id: number; file: string }
  | { type: 'page'; id: number; file: string; module: string; request: PageRequest }
  | {
      type: 'fragment';
      id: number;
      file: string;
      module: string;
      props: unknown;
      request: Pick<PageRequest, 'locale' | 'path'>;
    }
  | { type: 'forget'; file: string }
  | { type: 'ping'; id: number }
  | { type: 'graphql-answer'; call: number; answer?: unknown; failure?: string };

/** A worker's messages to the main thread: an answer to `id`, or a guest query of draw `id`. */
export type FromWorker =
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; message: string }
  | { type: 'graphql'; id: number; call: number; body: GraphqlBody };
