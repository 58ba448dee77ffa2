// @ts-check
// A page-rendering worker thread (render-pool.ts starts it with an empty environment): it loads
// remotes' `first-screen/pages.cjs` and calls them with what the main thread sends, which is
// only what a draw needs (render-protocol.ts). A renderer's guest GraphQL queries are asked of
// the main thread, which sends them to the commerce service itself; the worker holds no URL,
// header, cookie or secret. Plain JavaScript, run as it is from src/ (under Jest and beside the
// gateway's bundle alike), so it needs no build of its own.
const { createRequire } = require('node:module');
const { parentPort } = require('node:worker_threads');

/** @typedef {import('./render-protocol').ToWorker} ToWorker */
/** @typedef {import('./render-protocol').FromWorker} FromWorker */
/** @typedef {import('./types').GraphqlBody} GraphqlBody */

if (!parentPort) throw new Error('render-worker.cjs runs only as a worker thread');
const port = parentPort;

/** Loaded renderer files: what each exports. */
const loaded = new Map();
/** Guest queries waiting for the main thread's answer, by call number. */
const calls = new Map();
let nextCall = 0;

/** @param {string} file */
function exportsOf(file) {
  if (!loaded.has(file)) loaded.set(file, createRequire(file)(file));
  return loaded.get(file);
}

/** @param {string} file */
function forget(file) {
  loaded.delete(file);
  delete createRequire(file).cache[file];
}

/**
 * The graphql function a renderer gets for draw `id`: each query goes to the main thread.
 * @param {number} id
 * @returns {(body: GraphqlBody) => Promise<unknown>}
 */
function graphqlOf(id) {
  return (body) =>
    new Promise((resolve, reject) => {
      const call = (nextCall += 1);
      calls.set(call, { resolve, reject });
      try {
        // Only the parts a query has; a renderer's odd object must not break the message.
        const { query, variables, operationName } = body;
        send({ type: 'graphql', id, call, body: { query, variables, operationName } });
      } catch (error) {
        calls.delete(call);
        reject(error);
      }
    });
}

/** @param {FromWorker} message */
function send(message) {
  port.postMessage(message);
}

/**
 * What a message asks for.
 * @param {Exclude<ToWorker, { type: 'forget' | 'graphql-answer' }>} message
 * @returns {Promise<unknown>}
 */
async function answerOf(message) {
  if (message.type === 'ping') return null;
  const renderer = exportsOf(message.file);
  if (message.type === 'load') {
    return {
      renderPage: typeof renderer?.renderPage === 'function',
      renderFragment: typeof renderer?.renderFragment === 'function',
    };
  }
  if (message.type === 'page') {
    return renderer.renderPage(message.module, message.request, graphqlOf(message.id));
  }
  return renderer.renderFragment(message.module, message.props, message.request);
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

port.on('message', (/** @type {ToWorker} */ message) => {
  if (message.type === 'forget') return forget(message.file);
  if (message.type === 'graphql-answer') {
    const waiting = calls.get(message.call);
    calls.delete(message.call);
    if (message.failure === undefined) waiting?.resolve(message.answer);
    else waiting?.reject(new Error(message.failure));
    return;
  }
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
    (error) => send({ type: 'failed', id, message: messageOf(error) }),
  );
});
