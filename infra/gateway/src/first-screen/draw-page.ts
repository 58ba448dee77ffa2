// One per-request render of a page by its remote's `renderPage`, with the modules of other
// remotes drawn into it.
import { FIRST_FRAGMENT_ATTRIBUTE } from '@dukkan/contracts/first-screen';
import type { Registry } from '../registry';
import { attributeText, escapeAttribute } from '../pages/html';
import { commerceGraphql } from './commerce';
import { liveModuleOf } from './parts';
import { renderPool } from './render-pool';
import { rendererFile, rendererOf } from './renderers';
import type { DrawnPage, LiveModule, PageRequest, RenderPage } from './types';
import { messageOf, warnOnce } from './warn';
import type { Warn } from './warn';

export interface DrawContext {
  commerceUrl: string;
  source: string;
  warn: Warn;
  deadlineMs: number;
  registry: Registry;
  remotesDir: string;
}

/**
 * The element a per-request render leaves for another team's module
 * (infra/build/first-screen/render-page.tsx `markedShell`): the module id and its props as JSON
 * in attributes (escaped as React escapes them), the slot's loading element inside.
 */
const FRAGMENT_MARKER =
  /<dukkan-fragment data-module="([^"]*)" data-props="([^"]*)">([\s\S]*?)<\/dukkan-fragment>/g;

/**
 * One marker's module as its live remote draws it, wrapped in an element that names it
 * (FIRST_FRAGMENT_ATTRIBUTE) and adds no box, or the marker's loading element when the remote
 * draws no such module or fails.
 */
async function drawnModule(
  [, id = '', props = '', loading = '']: RegExpMatchArray,
  request: PageRequest,
  context: DrawContext,
): Promise<string> {
  const module = attributeText(id);
  const live = liveModuleOf(module, context.registry, context.remotesDir);
  if (!live) return loading;
  const file = rendererFile(live.folder);
  const renderFragment = (await rendererOf(file, context.warn))?.renderFragment;
  if (!renderFragment) return loading;
  try {
    const part = await renderFragment(live.name, JSON.parse(attributeText(props)), {
      locale: request.locale,
      path: request.path,
    });
    if (typeof part !== 'string') return loading;
    return `<div ${FIRST_FRAGMENT_ATTRIBUTE}="${escapeAttribute(module)}" style="display:contents">${part}</div>`;
  } catch (error) {
    const message = `${module} failed to render into ${request.path}: ${messageOf(error)}`;
    warnOnce(context.warn, `${file} fragment ${module}`, message);
    return loading;
  }
}

/** `html` with each module marker replaced by {@link drawnModule}. */
async function withModulesDrawn(
  html: string,
  request: PageRequest,
  context: DrawContext,
): Promise<string> {
  const markers = [...html.matchAll(FRAGMENT_MARKER)];
  if (markers.length === 0) return html;
  const parts = await Promise.all(markers.map((marker) => drawnModule(marker, request, context)));
  let next = 0;
  return html.replace(FRAGMENT_MARKER, () => parts[next++] ?? '');
}

/** A renderer's answer as a drawn page, or null (with a warning) when it has another shape. */
function drawnPageOf(
  answer: unknown,
  file: string,
  live: LiveModule,
  warn: Warn,
): DrawnPage | null {
  const { html, cache, partial } = (answer ?? {}) as {
    html?: unknown;
    cache?: unknown;
    partial?: unknown;
  };
  if (typeof html !== 'string' || typeof cache !== 'object' || cache === null) {
    warnOnce(warn, `${file} answer`, `${file} answered ${live.name} without html and cache`);
    return null;
  }
  return {
    html,
    cache: cache as Record<string, unknown>,
    ...(partial === true ? { partial: true as const } : {}),
  };
}

/** A promise of `late` after `ms`, and the way to stop its timer. */
function deadlineOf<T>(ms: number, late: T): { reached: Promise<T>; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reached = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  return { reached, clear: () => clearTimeout(timer) };
}

/**
 * One render of the page by `renderPage`, with the modules of other remotes drawn into it, or
 * null: none for this request, an error, or past the deadline (`remainingMs`).
 */
export async function drawPage(
  renderPage: RenderPage,
  live: LiveModule,
  request: PageRequest,
  context: DrawContext & { remainingMs: number },
): Promise<DrawnPage | null> {
  const { commerceUrl, source, warn, deadlineMs, remainingMs } = context;
  const file = rendererFile(live.folder);
  const controller = new AbortController();
  const graphql = commerceGraphql({
    commerceUrl,
    locale: request.locale,
    source,
    signal: controller.signal,
  });
  const late = Symbol('late');
  const deadline = deadlineOf(remainingMs, late);
  try {
    const drawing = renderPage(live.name, request, graphql).then(async (page) =>
      page && typeof page.html === 'string'
        ? { ...page, html: await withModulesDrawn(page.html, request, context) }
        : page,
    );
    const answer = await Promise.race([drawing, deadline.reached]);
    if (answer === late) {
      // A renderer stuck in a loop would hold its worker: the pool checks they all answer.
      renderPool.checkAnswers();
      const message = `${live.name} took over ${deadlineMs} ms to render ${request.path}; served without it`;
      warnOnce(warn, `${file} deadline`, message);
      return null;
    }
    return answer === null ? null : drawnPageOf(answer, file, live, warn);
  } catch (error) {
    const message = `${live.name} failed to render ${request.path}: ${messageOf(error)}`;
    warnOnce(warn, `${file} error`, message);
    return null;
  } finally {
    deadline.clear();
    // Queries still running (past the deadline, or left behind by the renderer) are not waited for.
    controller.abort();
  }
}
