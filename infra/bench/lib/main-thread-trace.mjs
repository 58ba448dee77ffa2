// @ts-check
// Reads a Chromium performance trace of one page load (`npm run bench:trace`): the page's
// renderer main thread, its top-level tasks from navigation start on, the blocking sum, FCP and
// LCP, and with the trace's CPU profile where the time of each long task went (by package,
// through the scripts' source maps).
import { REMOTES } from '../../scripts/lib/remotes.mjs';
import { classifySource } from '../../scripts/lib/source-map-attribution.mjs';

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Below this wall time (microseconds) a task without a thread clock is taken as no CPU time. */
const UNCLOCKED_TASK_US = 1000;
export const LONG_TASK_MS = 50;
export const TOP_PER_TASK = 5;

/**
 * The trace does not hold the start of the page's renderer: on a busy machine Chromium can
 * start tracing a new renderer process after it has committed the navigation. Worth a retry.
 */
export class IncompleteTraceError extends Error {}

/**
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {string} [cat]
 * @property {string} ph
 * @property {number} ts microseconds
 * @property {number} [dur]
 * @property {number} [tts] thread clock, microseconds
 * @property {number} [tdur] thread (CPU) time, microseconds
 * @property {number} pid
 * @property {number} tid
 * @property {string} [id]
 * @property {any} [args]
 */

/**
 * @typedef {object} Task a top-level task of the main thread
 * @property {number} ts its start on the trace's clock, microseconds
 * @property {number} end its end on the trace's clock, microseconds
 * @property {number} start milliseconds from navigation start
 * @property {number} duration milliseconds, without the profiler's start (see mainThreadOf)
 * @property {number} cpu the thread's CPU time in it, milliseconds
 */

/**
 * @typedef {object} Sample one CPU profile sample of the main thread
 * @property {number} ts microseconds
 * @property {number} dur microseconds, until the next sample
 * @property {number} node profile node id
 */

/**
 * The page's main thread in a trace, its top-level tasks from navigation start on, FCP and LCP.
 * @param {TraceEvent[]} events
 * @param {string} url the URL navigated to
 * @param {{ checkCommit?: boolean }} [options] checkCommit (default true): throw when the trace
 *   lacks the task that committed the navigation (Lighthouse's traces do not record it)
 */
export function mainThreadOf(events, url, { checkCommit = true } = {}) {
  const navigation = navigationTo(events, url);
  const { pid, ts: navigationStart } = navigation;
  const tid = rendererMainThread(events, navigation);
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid);
  const topLevel = topLevelSpans(onThread, navigationStart);
  if (checkCommit && !committedIn(onThread, topLevel, navigationStart)) {
    throw new IncompleteTraceError(
      `The trace lacks the task that committed the navigation to ${url}.`,
    );
  }
  const profilerStart = takeOutProfilerStart(events, pid, onThread, topLevel);
  const ms = (/** @type {number} */ us) => us / 1000;
  const paint = (/** @type {string} */ name) =>
    events.filter(
      (event) =>
        event.name === name &&
        event.pid === pid &&
        event.args?.frame === navigation.args.frame &&
        event.ts >= navigationStart,
    );
  const fcp = paint('firstContentfulPaint')[0];
  const lcp = paint('largestContentfulPaint::Candidate').at(-1);
  return {
    pid,
    tid,
    navigationStart,
    /** The profiler's start, taken out of the task it fell in (ms; 0 if not found in a task). */
    profilerStart: ms(profilerStart),
    /** @type {Task[]} */
    tasks: topLevel.map((span) => ({
      ts: span.ts,
      end: span.end,
      start: ms(span.ts - navigationStart),
      duration: ms(span.end - span.ts - (span.removed ?? 0)),
      cpu: ms(span.cpu),
    })),
    fcp: fcp ? ms(fcp.ts - navigationStart) : NaN,
    lcp: lcp ? ms(lcp.ts - navigationStart) : NaN,
  };
}

/** @typedef {{ ts: number, end: number, cpu: number, removed?: number }} Span microseconds */

/**
 * The main-frame navigation to `url` (else the first to its origin).
 * @param {TraceEvent[]} events @param {string} url @returns {TraceEvent}
 */
function navigationTo(events, url) {
  const origin = new URL(url).origin;
  const navigations = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      String(event.args.data.documentLoaderURL ?? '').startsWith(origin),
  );
  const navigation =
    navigations.find((event) => event.args.data.documentLoaderURL === url) ?? navigations[0];
  if (navigation) return navigation;
  const committed = events.some(
    (event) =>
      event.name === 'FrameCommittedInBrowser' &&
      String(event.args?.data?.url ?? '').startsWith(origin),
  );
  if (committed) {
    throw new IncompleteTraceError(
      `The trace lacks the start of the renderer that loaded ${url} (no navigation start).`,
    );
  }
  throw new Error(`No navigation to ${url} in the trace.`);
}

/**
 * The renderer's main thread: the one that wrote navigationStart, as its metadata confirms,
 * else the thread of that renderer named CrRendererMain.
 * @param {TraceEvent[]} events @param {TraceEvent} navigation @returns {number}
 */
function rendererMainThread(events, navigation) {
  const { pid } = navigation;
  const threadName = (/** @type {number} */ tid) =>
    events.find(
      (event) =>
        event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.tid === tid,
    )?.args?.name;
  const tid =
    threadName(navigation.tid) === 'CrRendererMain'
      ? navigation.tid
      : events.find(
          (event) =>
            event.ph === 'M' &&
            event.name === 'thread_name' &&
            event.pid === pid &&
            event.args?.name === 'CrRendererMain',
        )?.tid;
  if (tid === undefined) throw new Error(`No CrRendererMain thread in renderer ${pid}.`);
  return tid;
}

/**
 * The thread's top-level tasks (not nested in another) that start at or after navigation start.
 * @param {TraceEvent[]} onThread @param {number} navigationStart @returns {Span[]}
 */
function topLevelSpans(onThread, navigationStart) {
  /** @type {Span[]} */
  const spans = [];
  /** @type {TraceEvent[]} */
  const open = [];
  // Chromium 156 writes no thread clock for tasks of a few microseconds: those count as no CPU
  // time rather than making the whole load's sum unknown. A longer task without one still does.
  const cpuOf = (/** @type {number} */ wall, /** @type {number} */ thread) =>
    Number.isNaN(thread) && wall < UNCLOCKED_TASK_US ? 0 : thread;
  for (const event of onThread) {
    if (!TASK_NAMES.has(event.name)) continue;
    if (event.ph === 'X') {
      const wall = event.dur ?? 0;
      spans.push({ ts: event.ts, end: event.ts + wall, cpu: cpuOf(wall, event.tdur ?? NaN) });
    } else if (event.ph === 'B') {
      open.push(event);
    } else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) {
        const thread = (event.tts ?? NaN) - (begin.tts ?? NaN);
        spans.push({ ts: begin.ts, end: event.ts, cpu: cpuOf(event.ts - begin.ts, thread) });
      }
    }
  }
  spans.sort((a, b) => a.ts - b.ts || b.end - a.end); // a task before the tasks nested in it
  /** @type {Span[]} */
  const topLevel = [];
  let busyUntil = -Infinity;
  for (const span of spans) {
    if (span.ts < busyUntil) continue; // nested in an earlier task
    busyUntil = span.end;
    if (span.ts >= navigationStart) topLevel.push(span);
  }
  return topLevel;
}

/**
 * Whether a top-level task holds the navigation's commit. It runs in the first task; without it
 * the renderer's part of the trace began late and the first tasks are missing.
 * @param {TraceEvent[]} onThread @param {Span[]} topLevel @param {number} navigationStart
 */
function committedIn(onThread, topLevel, navigationStart) {
  const commit = onThread.find(
    (event) => event.name === 'DocumentLoader::CommitNavigation' && event.ts >= navigationStart,
  );
  return (
    commit !== undefined && topLevel.some((task) => task.ts <= commit.ts && commit.ts < task.end)
  );
}

/**
 * The trace's CPU profiler starts in the renderer's first script, inside the navigation's first
 * task (an interrupt that maps the heap's code: 10 to 400 ms at 4x, more on a loaded machine).
 * That is the measurement's own cost: it is taken out of the task it fell in (its `removed` and
 * `cpu`). Returns its wall time in microseconds, 0 when not found in a task.
 * @param {TraceEvent[]} events @param {number} pid the renderer
 * @param {TraceEvent[]} onThread its main thread's events @param {Span[]} topLevel
 */
function takeOutProfilerStart(events, pid, onThread, topLevel) {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid);
  const profilerStart = profile
    ? onThread.find(
        (event) =>
          event.name === 'V8.InvokeApiInterruptCallbacks' &&
          event.ph === 'X' &&
          event.ts <= profile.ts &&
          profile.ts <= event.ts + (event.dur ?? 0),
      )
    : undefined;
  const profilerTask =
    profilerStart &&
    topLevel.find((task) => task.ts <= profilerStart.ts && profilerStart.ts < task.end);
  if (!profilerStart || !profilerTask) return 0;
  profilerTask.removed = profilerStart.dur ?? 0;
  profilerTask.cpu -= profilerStart.tdur ?? 0;
  return profilerStart.dur ?? 0;
}

/**
 * Rewrites a trace in place so that each top-level task of the page's main thread lasts its CPU
 * time (the thread clock), as if the thread had had a core to itself: every event of that thread
 * inside a task is moved towards the task's start and shortened in the task's proportion, so
 * order and nesting hold; the gaps between tasks, the other threads and processes keep their
 * times. Lighthouse's simulation multiplies each task's wall time by the CPU slowdown, and on a
 * 2-core machine the page's main thread waits for a core while Chromium's other threads and
 * processes (script streaming and optimising compilers, the GPU process drawing the screenshots,
 * the browser) and Lighthouse itself run: 40 to 50 % of its task time was on the CPU on
 * 2026-12-01. The figures Lighthouse computes from the rewritten trace leave that wait out, and
 * also the waits a phone has too (a synchronous call to the browser, a page fault): a lower
 * bound where the measured figures are an upper one. Tasks without a thread clock are left as
 * they are.
 * @param {TraceEvent[]} events
 * @param {string} url the URL navigated to
 * @returns {{ wall: number, cpu: number, pid: number, tid: number, from: number, to: number }}
 *   the main thread's task time and its CPU time (ms); the thread; the start of its first task
 *   and the end of its last, on the trace's clock (microseconds)
 */
export function squeezeToCpuTime(events, url) {
  const { pid, tid, tasks } = mainThreadOf(events, url, { checkCommit: false });
  let wall = 0;
  let cpu = 0;
  /** @type {{ ts: number, end: number, ratio: number }[]} */
  const squeezed = [];
  for (const task of tasks) {
    if (!Number.isFinite(task.cpu)) continue;
    const span = task.end - task.ts;
    wall += span / 1000;
    cpu += task.cpu;
    if (span > 0 && task.cpu * 1000 < span) {
      squeezed.push({ ts: task.ts, end: task.end, ratio: Math.max(0, task.cpu * 1000) / span });
    }
  }
  const onThread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph !== 'M')
    .sort((a, b) => a.ts - b.ts);
  let next = 0;
  for (const event of onThread) {
    let task = squeezed[next];
    while (task && task.end < event.ts) {
      next += 1;
      task = squeezed[next];
    }
    if (!task || event.ts < task.ts) continue;
    const end = event.ts + (event.dur ?? 0);
    event.ts = task.ts + (event.ts - task.ts) * task.ratio;
    if (event.dur !== undefined) {
      event.dur = (Math.min(end, task.end) - task.ts) * task.ratio - (event.ts - task.ts);
      if (event.tdur !== undefined) event.tdur = Math.min(event.tdur, event.dur);
    }
  }
  return {
    wall,
    cpu,
    pid,
    tid,
    // Top-level tasks, in order and without overlap.
    from: tasks[0]?.ts ?? NaN,
    to: tasks.at(-1)?.end ?? NaN,
  };
}

/**
 * The thread's tasks longer than `longTaskMs`, in order.
 * @param {ReturnType<typeof mainThreadOf>} thread
 * @param {number} longTaskMs
 */
function longTasksOf(thread, longTaskMs) {
  return thread.tasks.filter((task) => task.duration > longTaskMs);
}

/**
 * The figures of one run.
 * @param {ReturnType<typeof mainThreadOf>} thread
 * @param {number} [longTaskMs] the length from which a task is long (50 ms unless told)
 */
export function figuresOf(thread, longTaskMs = LONG_TASK_MS) {
  const long = longTasksOf(thread, longTaskMs);
  /** Each task's time over the threshold, added up. @param {(task: Task) => number} time */
  const blocking = (time) =>
    thread.tasks.reduce((sum, task) => sum + Math.max(0, time(task) - longTaskMs), 0);
  return {
    blockingSum: blocking((task) => task.duration),
    // The same sum from each task's thread time: without the waits for a core or for another
    // process that a busy 2-core machine adds to the durations (Lighthouse multiplies those too).
    cpuBlockingSum: blocking((task) => task.cpu),
    longTasks: long.length,
    longest: Math.max(0, ...thread.tasks.map((task) => task.duration)),
    cpu: thread.tasks.reduce((sum, task) => sum + task.cpu, 0),
    fcp: thread.fcp,
    lcp: thread.lcp,
    tasks: thread.tasks.length,
    profilerStart: thread.profilerStart,
  };
}

/**
 * @typedef {{ nodes: Map<number, { callFrame: any, parent?: number }>, samples: Sample[],
 *   locate?: (id: number) => Promise<{ group: string, file: string }> }} ProfileRead
 */

/**
 * The CPU profile of the main thread: its nodes and its samples with their durations.
 * @param {TraceEvent[]} events
 * @param {number} pid
 * @param {number} tid
 * @returns {ProfileRead}
 */
function mainThreadProfile(events, pid, tid) {
  const known = profilesRead.get(events);
  if (known) return known;
  const read = readMainThreadProfile(events, pid, tid);
  profilesRead.set(events, read);
  return read;
}

/**
 * Each trace's profile as read once, with the locator of its samples: --tasks and --packages
 * both read the same trace (`longTaskSources`, `packageTimes`).
 * @type {WeakMap<TraceEvent[], ProfileRead>}
 */
const profilesRead = new WeakMap();

/**
 * @param {TraceEvent[]} events
 * @param {number} pid
 * @param {number} tid
 */
function readMainThreadProfile(events, pid, tid) {
  const profiles = events.filter((event) => event.name === 'Profile' && event.pid === pid);
  // The Profile event is written on the profiled thread; its chunks may come from another.
  const profile = profiles.find((event) => event.tid === tid) ?? profiles[0];
  /** @type {Map<number, { callFrame: any, parent?: number }>} */
  const nodes = new Map();
  /** @type {Sample[]} */
  const samples = [];
  if (!profile) return { nodes, samples };
  let ts = Number(profile.args?.data?.startTime ?? profile.ts);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile.id) continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, { callFrame: node.callFrame, parent: node.parent });
    }
    /** @type {number[]} */
    const ids = data.cpuProfile?.samples ?? [];
    /** @type {number[]} */
    const deltas = data.timeDeltas ?? [];
    ids.forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, dur: 0, node });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  samples.forEach((sample, index) => {
    sample.dur = Math.max(0, (samples[index + 1]?.ts ?? sample.ts) - sample.ts);
  });
  return { nodes, samples };
}

/** @param {string} pathname */
function folderOf(pathname) {
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname)?.[1];
  if (!remote) return 'shell';
  return REMOTES[/** @type {keyof typeof REMOTES} */ (remote)]?.folder ?? remote;
}

/** A source map path made short: from the package's name, or inside its front end. */
function shortSource(/** @type {string} */ source) {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) return source.slice(at + 'node_modules/'.length);
  return source.replace(/^webpack:\/\/(@[^/]+\/)?[^/]+\/(\.\/)?/, '').replace(/^(\.\.\/)+/, '');
}

/** The renderer's own work in a task, by kind, from the trace events of the main thread. */
const RENDER_STEPS = new Map([
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['PrePaint', 'paint'],
  ['Paint', 'paint'],
  ['Layerize', 'paint'],
  ['Commit', 'paint'],
  ['ParseAuthorStyleSheet', 'parse CSS'],
]);
const RENDERER_GROUP = '(renderer, not JS)';

/**
 * Where a CPU profile node's time goes: the package (through the scripts' source maps) and the
 * file of its nearest frame with a script, or the renderer's own work, the garbage collector or
 * idle time.
 * @param {Map<number, { callFrame: any, parent?: number }>} nodes
 * @param {(url: string) => Promise<((line: number, column: number) => string | null) | null>} mapOf
 * @returns {(id: number) => Promise<{ group: string, file: string }>}
 */
function sampleLocator(nodes, mapOf) {
  /** @type {Map<number, { group: string, file: string }>} */
  const where = new Map();
  /** @param {number} id */
  return async (id) => {
    const known = where.get(id);
    if (known) return known;
    // A frame without a script (a built-in such as JSON.parse) counts for the nearest caller
    // with one; a sample with none at all is the renderer's own work or the garbage collector.
    let node = nodes.get(id);
    while (node && !node.callFrame?.url && node.parent !== undefined) {
      const parent = nodes.get(node.parent);
      if (!parent || parent.callFrame?.functionName === '(root)') break;
      node = parent;
    }
    const frame = node?.callFrame ?? {};
    const url = String(frame.url ?? '');
    const parsed = url && URL.canParse(url) ? new URL(url) : undefined;
    /** @type {{ group: string, file: string }} */
    let result;
    if (!url) {
      const name = String(frame.functionName || '(unknown)');
      result = { group: name === '(program)' ? RENDERER_GROUP : name, file: '' };
    } else if (!parsed || !parsed.pathname.endsWith('.js')) {
      // An inline script of the page, or a URL that is not a script file.
      result = { group: 'inline or other script', file: parsed ? parsed.pathname : url };
    } else {
      const folder = folderOf(parsed.pathname);
      const lookup = await mapOf(url);
      // V8 leaves the position out when it does not know it.
      const source =
        lookup && frame.lineNumber !== undefined
          ? lookup(frame.lineNumber, frame.columnNumber ?? 0)
          : null;
      if (source && /^webpack:\/\/(@[^/]+\/)?[^/]+\/(webpack\/|external )/.test(source)) {
        result = { group: 'webpack + federation glue', file: shortSource(source) };
      } else if (source) {
        result = { group: classifySource(source, folder).name, file: shortSource(source) };
      } else {
        result = { group: classifySource(null, folder).name, file: parsed.pathname };
      }
    }
    where.set(id, result);
    return result;
  };
}

/**
 * The main thread's self time per package (the groups of {@link longTaskSources}) in every task
 * from the first contentful paint on, long or not: what the load runs after the first screen,
 * steadier between runs than the blocking sums, which count only the part of long tasks over
 * 50 ms. Sorted by time, largest first; idle time is left out. `peak` is the package's largest
 * self time in one task: whether a change split a package's work across tasks or only moved it
 * (a read of a whole list in one task, say), which the total does not tell.
 * @param {TraceEvent[]} events
 * @param {ReturnType<typeof mainThreadOf>} thread
 * @param {(url: string) => Promise<((line: number, column: number) => string | null) | null>} mapOf
 * @returns {Promise<{ group: string, ms: number, peak: number }[]>}
 */
export async function packageTimes(events, thread, mapOf) {
  const from = thread.navigationStart + (Number.isFinite(thread.fcp) ? thread.fcp : 0) * 1000;
  const { perTask } = await timesPerTask(
    events,
    thread,
    mapOf,
    thread.tasks.filter((task) => task.ts >= from),
  );
  /** @type {Map<string, { ms: number, peak: number }>} */
  const totals = new Map();
  for (const groups of perTask) {
    for (const [group, { ms }] of groups) {
      const total = totals.get(group) ?? { ms: 0, peak: 0 };
      totals.set(group, { ms: total.ms + ms, peak: Math.max(total.peak, ms) });
    }
  }
  return [...totals]
    .map(([group, { ms, peak }]) => ({ group, ms, peak }))
    .sort((a, b) => b.ms - a.ms);
}

/** @typedef {Map<string, { ms: number, files: Map<string, number> }>} GroupTimes */

/**
 * Adds `ms` of self time to `group` (and its `file`) in one task's times.
 * @param {GroupTimes} groups @param {string} group @param {string} file @param {number} ms
 */
function addTime(groups, group, file, ms) {
  const entry = groups.get(group) ?? { ms: 0, files: new Map() };
  entry.ms += ms;
  entry.files.set(file, (entry.files.get(file) ?? 0) + ms);
  groups.set(group, entry);
}

/**
 * The self time of each package, with the files that took it, in each of `tasks` (in the
 * thread's order): the CPU profile's samples inside the task, located through the scripts'
 * source maps, idle samples left out. The profile is read and located once per trace.
 * @param {TraceEvent[]} events
 * @param {ReturnType<typeof mainThreadOf>} thread
 * @param {(url: string) => Promise<((line: number, column: number) => string | null) | null>} mapOf
 * @param {ReturnType<typeof mainThreadOf>['tasks']} tasks
 * @returns {Promise<{ perTask: GroupTimes[], samples: Sample[] }>}
 */
async function timesPerTask(events, thread, mapOf, tasks) {
  const profile = mainThreadProfile(events, thread.pid, thread.tid);
  const { samples } = profile;
  profile.locate ??= sampleLocator(profile.nodes, mapOf);
  const { locate } = profile;
  /** @type {GroupTimes[]} */
  const perTask = [];
  let index = 0;
  for (const task of tasks) {
    while (index < samples.length && (samples[index]?.ts ?? 0) < task.ts) index += 1;
    /** @type {GroupTimes} */
    const groups = new Map();
    for (let at = index; at < samples.length; at += 1) {
      const sample = /** @type {Sample} */ (samples[at]);
      if (sample.ts >= task.end) break;
      const place = await locate(sample.node);
      if (place.group === '(idle)' || place.group === '(root)') continue;
      const ms = (Math.min(sample.ts + sample.dur, task.end) - sample.ts) / 1000;
      addTime(groups, place.group, place.file, ms);
    }
    perTask.push(groups);
  }
  return { perTask, samples };
}

/**
 * Attributes the time of each long task to the packages its CPU profile samples were in (self
 * time, through the scripts' source maps), with the file that took most of it.
 * @param {TraceEvent[]} events
 * @param {ReturnType<typeof mainThreadOf>} thread
 * @param {(url: string) => Promise<((line: number, column: number) => string | null) | null>} mapOf
 * @param {number} [longTaskMs] the length from which a task is long (50 ms unless told)
 */
export async function longTaskSources(events, thread, mapOf, longTaskMs = LONG_TASK_MS) {
  const renderSteps = events.filter(
    (event) =>
      event.pid === thread.pid &&
      event.tid === thread.tid &&
      event.ph === 'X' &&
      RENDER_STEPS.has(event.name),
  );
  const long = longTasksOf(thread, longTaskMs);
  const { perTask, samples } = await timesPerTask(events, thread, mapOf, long);
  /** @type {{ start: number, duration: number, top: { group: string, ms: number, file: string }[] }[]} */
  const result = [];
  for (const [at, task] of long.entries()) {
    const groups = /** @type {GroupTimes} */ (perTask[at]);
    // A new renderer starts its profiler when it first runs script, inside the navigation's
    // first task: the part of that task before the first sample (less the profiler's own start,
    // already out of the duration) is not attributed.
    const firstSample = samples[0]?.ts ?? Infinity;
    if (firstSample > task.ts) {
      const profilerStart = (task.end - task.ts) / 1000 - task.duration;
      const before = (Math.min(firstSample, task.end) - task.ts) / 1000 - profilerStart;
      if (before > 0) addTime(groups, '(before the profiler started)', '', before);
    }
    /** @type {Map<string, number>} */
    const rendering = new Map();
    for (const step of renderSteps) {
      if (step.ts < task.ts || step.ts >= task.end) continue;
      const kind = /** @type {string} */ (RENDER_STEPS.get(step.name));
      rendering.set(kind, (rendering.get(kind) ?? 0) + (step.dur ?? 0) / 1000);
    }
    const top = [...groups]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, TOP_PER_TASK)
      .map(([group, entry]) => ({
        group,
        ms: entry.ms,
        file:
          group === RENDERER_GROUP
            ? [...rendering]
                .filter(([, ms]) => ms >= 1)
                .sort((a, b) => b[1] - a[1])
                .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`)
                .join(', ')
            : ([...entry.files].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''),
      }));
    result.push({ start: task.start, duration: task.duration, top });
  }
  return result;
}
