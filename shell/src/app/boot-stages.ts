import { nextTask } from '../shared/next-task';
import { preloadScript } from '../shared/preload-script';
import { AFTER_PAINT_ID, FIRST_SCREEN_ID } from '@dukkan/contracts/first-screen';

/**
 * Runs each stage (a dynamic import) in a task of its own, then `start`. The module code of a
 * stage runs when its import settles, so one library's evaluation no longer shares a long task
 * with the next one's. A stage that fails is passed over: the app's own import needs the same
 * library and reports the failure where it always did.
 */
export async function bootStages(
  stages: ReadonlyArray<() => Promise<unknown>>,
  start: () => Promise<unknown>,
): Promise<void> {
  for (const stage of stages) {
    try {
      await stage();
    } catch {
      // reported by `start`, which imports it again
    }
    await nextTask();
  }
  await start();
}

/** The longest the app waits for the first screen's paint before it boots anyway. */
export const FIRST_PAINT_CAP_MS = 1000;

/**
 * Settles once the browser has painted the first screen the HTML holds, in its faces: a frame,
 * the faces loaded (the HTML's script asks for them and shows the copy once they have), the next
 * frame's paint, then a task.
 * The deferred main script runs as soon as the HTML is parsed, often before the browser's first
 * frame, so without this the first screen waited for the libraries' evaluation (stage one and
 * on) to be painted, on a phone's CPU hundreds of ms (issue 14). At most FIRST_PAINT_CAP_MS;
 * at once when there is no first screen to paint (a returning visit, the dev server) or the
 * page is hidden (no frames then).
 */
export function afterFirstPaint(capMs = FIRST_PAINT_CAP_MS): Promise<void> {
  if (
    typeof requestAnimationFrame === 'undefined' ||
    document.visibilityState !== 'visible' ||
    document.getElementById(FIRST_SCREEN_ID) === null
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, capMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    requestAnimationFrame(() => {
      const faces = document.fonts?.ready ?? Promise.resolve();
      void faces.then(() => requestAnimationFrame(() => void nextTask().then(done)));
    });
  });
}

/** A script of this origin, as the gateway names them: a path, no scheme, no host, no query. */
const SCRIPT_PATH = /^\/(?!\/)[\w./-]+\.js$/;

/** How many of those scripts are asked for per task: starting a fetch costs the main thread. */
export const PRELOADS_PER_TASK = 4;

/**
 * Asks for the scripts the gateway listed for after the first paint, in its order and at low
 * priority, as the `<link rel="preload">` elements a page without a first screen gets in its HTML.
 * The first stages then find them in flight instead of asking one after another. Each link starts
 * its fetch as it is added, about a millisecond of the main thread at full speed (the 22 of
 * `/en` took 20 to 25 ms in one task), so they are added PRELOADS_PER_TASK at a time, the first
 * ones at once and the rest in tasks of their own. Anything that is not a script path of this
 * origin is passed over; a missing or broken list asks for nothing. Settles once all are added.
 */
export async function preloadAfterPaint(doc: Document = document): Promise<void> {
  const element = doc.getElementById(AFTER_PAINT_ID);
  if (!element) return;
  element.remove();
  let listed: unknown;
  try {
    listed = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (!Array.isArray(listed)) return;
  const scripts = listed.filter(
    (href): href is string => typeof href === 'string' && SCRIPT_PATH.test(href),
  );
  for (let from = 0; from < scripts.length; from += PRELOADS_PER_TASK) {
    if (from > 0) await nextTask();
    for (const href of scripts.slice(from, from + PRELOADS_PER_TASK)) {
      preloadScript(href, { low: true, doc });
    }
  }
}
