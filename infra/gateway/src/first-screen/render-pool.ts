// The worker threads that run the remotes' page renderers (issue 60): a remote's bundle runs
// where it cannot read the gateway's requests, cookies, secrets or environment. Each renderer
// file lives in one worker (its home), so it is loaded once and its module state is one; a
// worker that stops answering past a page's deadline is terminated, one that crashes is
// replaced, and the files it held load again in its successor.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { gatewayDir } from '../config';
import type { FromWorker, RendererExports, ToWorker } from './render-protocol';
import type { Graphql, PageRequest } from './types';
import { messageOf } from './warn';
import type { Warn } from './warn';

/**
 * The worker's script: render-worker.ts as the gateway's build bundles it beside `server.cjs`.
 * RENDER_WORKER_FILE names another build of it (the gateway's Jest run builds its own,
 * test/build-worker.ts, so the tests run the real worker without a build of the gateway).
 */
function workerFile(): string {
  return process.env.RENDER_WORKER_FILE ?? path.join(gatewayDir, 'dist/render-worker.cjs');
}

/** Workers in the pool: the remotes that draw pages are few, and the machine's cores too. */
const POOL_SIZE = 2;

/**
 * How long a worker whose draw passed its deadline has to answer a ping before it is taken for
 * hung (a renderer in a loop) and terminated. Longer than one synchronous render of a big page.
 */
export const UNRESPONSIVE_MS = 1000;

/** How long a renderer file may take to load (the catalogue's: 0.44 s on a loaded 2-core host). */
const LOAD_TIMEOUT_MS = 10_000;

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker thread, what it was asked and not yet answered, and the draws' guest queries. */
class RenderWorker {
  readonly thread: Worker;
  readonly waiting = new Map<number, Waiting>();
  readonly graphqlOf = new Map<number, Graphql>();
  readonly files = new Set<string>();
  /** A ping is on its way (checkAnswers). */
  pinged = false;
  /** Set once the pool has let it go: its end is expected. */
  retired = false;

  constructor(onMessage: (worker: RenderWorker, message: FromWorker) => void) {
    this.thread = new Worker(workerFile(), {
      // Nothing of the gateway's environment: the bundles are built with their NODE_ENV.
      env: {},
      argv: [],
      // No resourceLimits: with any heap bound V8 collected more often, and a drawn page cost
      // 10 to 15 ms more CPU (80 drawn category pages, 2026-12-07).
    });
    // An idle pool does not keep the process (or a test run) alive; a draw in progress has its
    // deadline's timer for that.
    this.thread.unref();
    this.thread.on('message', (message: FromWorker) => onMessage(this, message));
  }

  send(message: ToWorker): void {
    this.thread.postMessage(message);
  }

  /** Fails every unanswered request with `reason`. */
  failAll(reason: string): void {
    for (const { reject } of this.waiting.values()) reject(new Error(reason));
    this.waiting.clear();
    this.graphqlOf.clear();
  }
}

export class RenderPool {
  private workers: RenderWorker[] = [];
  /** The worker each renderer file lives in. */
  private homes = new Map<string, RenderWorker>();
  private nextId = 0;
  private users = 0;
  private warn: Warn = console.warn;

  /** Starts the workers (a gateway calls it as it starts, so no page waits for a boot). */
  open(warn: Warn): void {
    this.users += 1;
    this.warn = warn;
    while (this.workers.length < POOL_SIZE) this.spawn();
  }

  /** The workers running now (the gateway's readiness). */
  workerCount(): number {
    return this.workers.length;
  }

  /** One user less; the last one terminates the workers. */
  async close(): Promise<void> {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0) return;
    const workers = this.workers;
    this.workers = [];
    this.homes.clear();
    await Promise.all(workers.map((worker) => this.retire(worker, 'the gateway closed')));
  }

  /**
   * Loads `file` in its worker: what it exports, or a rejection with the load's error. A load
   * past LOAD_TIMEOUT_MS (a bundle that loops as it is evaluated) ends its worker, and the file
   * is not loaded again in the next one.
   */
  async load(file: string): Promise<RendererExports> {
    const worker = this.homeOf(file);
    const timer = setTimeout(() => {
      worker.files.delete(file);
      this.homes.delete(file);
      this.replace(worker, `loading ${file} took over ${LOAD_TIMEOUT_MS} ms`);
    }, LOAD_TIMEOUT_MS);
    try {
      return (await this.ask(worker, (id) => ({ type: 'load', id, file }))) as RendererExports;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Forgets `file` (and its module) in its worker. */
  forget(file: string): void {
    this.homes.get(file)?.send({ type: 'forget', file });
    this.homes.get(file)?.files.delete(file);
    this.homes.delete(file);
  }

  /** `renderPage` of `file` in its worker; its guest queries are answered by `graphql`. */
  async page(file: string, module: string, request: PageRequest, graphql: Graphql) {
    const worker = this.homeOf(file);
    const id = (this.nextId += 1);
    worker.graphqlOf.set(id, graphql);
    try {
      return await this.ask(worker, () => ({ type: 'page', id, file, module, request }), id);
    } finally {
      worker.graphqlOf.delete(id);
    }
  }

  /** `renderFragment` of `file` in its worker. */
  fragment(
    file: string,
    module: string,
    props: unknown,
    request: Pick<PageRequest, 'locale' | 'path'>,
  ): Promise<unknown> {
    const { locale, path: pathname } = request;
    return this.ask(this.homeOf(file), (id) => ({
      type: 'fragment',
      id,
      file,
      module,
      props,
      request: { locale, path: pathname },
    }));
  }

  /**
   * A draw passed its deadline: each worker with a request unanswered must answer a ping within
   * UNRESPONSIVE_MS, else it is taken for hung (a renderer in a loop), terminated and replaced
   * (its other draws fall back like this one).
   */
  checkAnswers(): void {
    for (const worker of this.workers) {
      if (worker.waiting.size > 0 && !worker.pinged) this.ping(worker);
    }
  }

  private ping(worker: RenderWorker): void {
    worker.pinged = true;
    const timer = setTimeout(() => {
      this.replace(worker, `it did not answer within ${UNRESPONSIVE_MS} ms past a page's deadline`);
    }, UNRESPONSIVE_MS);
    // The ping's own end: answered, or failed with the worker.
    const answered = () => {
      worker.pinged = false;
      clearTimeout(timer);
    };
    this.ask(worker, (id) => ({ type: 'ping', id })).then(answered, answered);
  }

  /** The worker `file` lives in; a new file goes to the worker holding the fewest. */
  private homeOf(file: string): RenderWorker {
    const known = this.homes.get(file);
    if (known) return known;
    const worker =
      this.workers.length < POOL_SIZE
        ? this.spawn()
        : this.workers.reduce((fewest, each) =>
            each.files.size < fewest.files.size ? each : fewest,
          );
    worker.files.add(file);
    this.homes.set(file, worker);
    return worker;
  }

  private ask(worker: RenderWorker, message: (id: number) => ToWorker, given?: number) {
    const id = given ?? (this.nextId += 1);
    return new Promise<unknown>((resolve, reject) => {
      worker.waiting.set(id, { resolve, reject });
      worker.send(message(id));
    });
  }

  private spawn(): RenderWorker {
    const worker = new RenderWorker((from, message) => this.heard(from, message));
    worker.thread.on('error', (error) => this.replace(worker, `it crashed: ${messageOf(error)}`));
    worker.thread.on('exit', (code) => this.replace(worker, `it stopped (exit code ${code})`));
    this.workers.push(worker);
    return worker;
  }

  private heard(worker: RenderWorker, message: FromWorker): void {
    if (message.type === 'graphql') {
      this.answerQuery(worker, message);
      return;
    }
    const waiting = worker.waiting.get(message.id);
    worker.waiting.delete(message.id);
    if (message.type === 'done') waiting?.resolve(message.value);
    else waiting?.reject(new Error(message.message));
  }

  /** A renderer's guest query, sent by the main thread with the draw's own graphql function. */
  private answerQuery(worker: RenderWorker, { id, call, body }: FromWorker & { type: 'graphql' }) {
    const graphql = worker.graphqlOf.get(id);
    const answering = graphql
      ? graphql(body)
      : Promise.reject(new Error('the page it was asked for is no longer drawn'));
    answering.then(
      (answer) => worker.send({ type: 'graphql-answer', call, answer }),
      (error: unknown) => worker.send({ type: 'graphql-answer', call, failure: messageOf(error) }),
    );
  }

  /** Ends `worker`: its unanswered requests fail with `reason`. */
  private async retire(worker: RenderWorker, reason: string): Promise<void> {
    if (worker.retired) return;
    worker.retired = true;
    worker.failAll(reason);
    await worker.thread.terminate();
  }

  /**
   * Takes `worker` out (crashed, stopped or hung) and starts another in its place, which loads
   * the files it held at once, so the next page of those remotes does not wait for a load.
   */
  private replace(worker: RenderWorker, reason: string): void {
    if (worker.retired) return;
    this.warn(`a page-rendering worker was replaced: ${reason}`);
    void this.retire(worker, `its worker was replaced: ${reason}`);
    this.workers = this.workers.filter((each) => each !== worker);
    for (const file of worker.files) this.homes.delete(file);
    for (const file of worker.files) {
      this.load(file).catch((error: unknown) => {
        this.warn(`${file} could not be loaded again: ${messageOf(error)}`);
      });
    }
  }
}

/** The gateway process's one pool (the renderers it runs are the process's too). */
export const renderPool = new RenderPool();
