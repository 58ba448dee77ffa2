/** @jest-environment jsdom */
// The first screen's inline script, run as the browser runs it once the copy has been parsed.
import {
  FIRST_SCREEN_DIALOG_ID,
  FIRST_SCREEN_FACES_WAIT_MS,
  FIRST_SCREEN_HOLD_ID,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_SCRIPT,
} from '../src/first-screen.js';
import { STORE_CHOICE_KEY } from '../../../shell/src/shared/services/store-choice-store';

/** The copy as the gateway writes it, with the faces' preloads of the shell's base part. */
const COPY = `<div id="${FIRST_SCREEN_ID}"><style id="${FIRST_SCREEN_HOLD_ID}">#${FIRST_SCREEN_ID}{display:none}</style><link rel="preload" as="font" href="/a.woff2" data-font="400 1em Cairo" data-text="a"><link rel="preload" as="font" href="/b.woff2" data-font="600 1em Cairo" data-text="\u0628"><header>Dukkan</header><div id="${FIRST_SCREEN_DIALOG_ID}">Where should we deliver?</div></div>`;

interface Load {
  font: string;
  text: string;
  settle: (ok: boolean) => void;
}

/** A Font Loading API whose loads settle when the test says so. */
function fakeFonts(): Load[] {
  const loads: Load[] = [];
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      load: (font: string, text: string) =>
        new Promise<void>((resolve, reject) => {
          loads.push({ font, text, settle: (ok) => (ok ? resolve() : reject(new Error(font))) });
        }),
    },
  });
  return loads;
}

function runScript(): void {
  document.body.innerHTML = COPY;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script as the page runs it
  new Function(FIRST_SCREEN_SCRIPT)();
}

const held = () => document.getElementById(FIRST_SCREEN_HOLD_ID) !== null;
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  delete (document as { fonts?: unknown }).fonts;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the first screen script', () => {
  it('shows the copy once every face its base preloads has loaded', async () => {
    const loads = fakeFonts();
    runScript();
    expect(loads.map(({ font, text }) => [font, text])).toEqual([
      ['400 1em Cairo', 'a'],
      ['600 1em Cairo', '\u0628'],
    ]);
    loads[0]?.settle(true);
    await flush();
    expect(held()).toBe(true);
    loads[1]?.settle(true);
    await flush();
    expect(held()).toBe(false);
  });

  it('shows the copy when a face fails to load', async () => {
    const loads = fakeFonts();
    runScript();
    loads[1]?.settle(false);
    await flush();
    expect(held()).toBe(false);
  });

  it('shows the copy after a moment without its faces, whatever the loads do', () => {
    jest.useFakeTimers();
    fakeFonts();
    runScript();
    jest.advanceTimersByTime(FIRST_SCREEN_FACES_WAIT_MS - 1);
    expect(held()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(held()).toBe(false);
  });

  it('shows the copy at once in a browser without the Font Loading API', () => {
    runScript();
    expect(held()).toBe(false);
  });

  it('takes the dialog away only when an area is saved', () => {
    fakeFonts();
    runScript();
    expect(document.getElementById(FIRST_SCREEN_DIALOG_ID)).not.toBeNull();
    localStorage.setItem(STORE_CHOICE_KEY, '{"source":"cairo_maadi"}');
    runScript();
    expect(document.getElementById(FIRST_SCREEN_DIALOG_ID)).toBeNull();
    expect(document.querySelector('header')?.textContent).toBe('Dukkan');
  });
});
