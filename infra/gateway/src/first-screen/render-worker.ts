// A page-rendering worker thread (render-pool.ts starts it with an empty environment): it loads
// remotes' `first-screen/pages.cjs` and calls them with what the main thread sends, which is
// only what a draw needs (render-protocol.ts). A renderer's guest GraphQL queries are asked of
// the main thread, which sends them to the commerce service itself; the worker holds no URL,
// header, cookie or secret. Built as the gateway bundle's second entry (`dist/render-worker.cjs`,
// infra/build/node-bundle.cjs); Jest builds the same entry once per run (test/build-worker.ts).
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './render-protocol';
import type { GraphqlBody, RenderFragment, RenderPage } from './types';

if (!parentPort) throw new Error('render-worker runs only as a worker thread');
const port = parentPort;

/** What a remote's renderer file exports, as far as the worker calls it. */
interface LoadedRenderer {
  renderPage?: RenderPage;
  renderFragment?: RenderFragment;
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** Loaded renderer files: what each exports. */
const loaded = new Map<string, LoadedRenderer | undefined>();
/** Guest queries waiting for the main thread's answer, by call number. */
const calls = new Map<number, Waiting>();
let nextCall = 0;

function exportsOf(file: string): LoadedRenderer | undefined {
  if (!loaded.has(file)) loaded.set(file, createRequire(file)(file) as LoadedRenderer);
  return loaded.get(file);
}

function forget(file: string): void {
  loaded.delete(file);
  delete createRequire(file).cache[file];
}

function send(message: FromWorker): void {
  port.postMessage(message);
}

/** The graphql function a renderer gets for draw `id`: each query goes to the main thread. */
function graphqlOf(id: number) {
  return (body: GraphqlBody) =>
    new Promise<{ data?: unknown; errors?: unknown[] }>((resolve, reject) => {
      const call = (nextCall += 1);
      calls.set(call, { resolve: resolve as (value: unknown) => void, reject });
      try {
        // Only the parts a query has; a renderer's odd object must not break the message.
        const { query, variables, operationName } = body;
        send({ type: 'graphql', id, call, body: { query, variables, operationName } });
      } catch (error) {
        calls.delete(call);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
}

type Asked = Exclude<ToWorker, { type: 'forget' | 'graphql-answer' }>;

/** What a message asks for. */
async function answerOf(message: Asked): Promise<unknown> {
  if (message.type === 'ping') return null;
  const renderer = exportsOf(message.file);
  if (message.type === 'load') {
    return {
      renderPage: typeof renderer?.renderPage === 'function',
      renderFragment: typeof renderer?.renderFragment === 'function',
    };
  }
  if (message.type === 'page') {
    return renderer!.renderPage!(message.module, message.request, graphqlOf(message.id));
  }
  return renderer!.renderFragment!(message.module, message.props, message.request);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The main thread's answer to guest query `call`. */
function answered(message: ToWorker & { type: 'graphql-answer' }): void {
  const waiting = calls.get(message.call);
  calls.delete(message.call);
  if (message.failure === undefined) waiting?.resolve(message.answer);
  else waiting?.reject(new Error(message.failure));
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'forget') return forget(message.file);
  if (message.type === 'graphql-answer') return answered(message);
  const { id } = message;
  answerOf(message).then(
    (value) => {
      try {
        send({ type: 'done', id, value });
      } catch (error) {
        // An answer that cannot be copied (a function, a symbol) is a failed one.
        send({ type: 'failed', id, message: `its answer cannot be sent: ${messageOf(error)}` });
      }
    },
    (error: unknown) => send({ type: 'failed', id, message: messageOf(error) }),
  );
});
