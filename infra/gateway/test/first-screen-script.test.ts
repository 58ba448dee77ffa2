/**
 * @jest-environment jsdom
 */
// The first screen's inline script, run as the browser runs it: the copy shows once its faces
// have loaded (or could not), and the dialog goes when an area is saved.
import { FACES_WAIT_MS, FIRST_SCREEN_SCRIPT } from '../src/first-screen/script';

type Load = { font: string; text: string; settle: (ok: boolean) => void };

/** `document.fonts.load` calls, each settled by the test. */
function fakeFonts(): Load[] {
  const loads: Load[] = [];
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      load: (font: string, text: string) =>
        new Promise((resolve, reject) => {
          loads.push({ font, text, settle: (ok) => (ok ? resolve([]) : reject(new Error('x'))) });
        }),
    },
  });
  return loads;
}

const COPY =
  '<div id="first-screen" hidden>' +
  '<link rel="preload" as="font" href="/a.woff2" data-font="400 1em Cairo" data-text="\u0628">' +
  '<link rel="preload" as="font" href="/b.woff2" data-font="600 1em Cairo" data-text="a">' +
  '<header>Dukkan</header><div id="first-screen-dialog">Choose your area</div></div>';

function runScript() {
  // The script as the page holds it, run in the page's global scope: its text is what is tested.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(FIRST_SCREEN_SCRIPT)();
}

const copy = () => document.getElementById('first-screen') as HTMLElement;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = COPY;
  localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'fonts');
});

describe('the first screen script', () => {
  it('shows the copy once the faces its preloads name have loaded', async () => {
    const loads = fakeFonts();
    runScript();
    expect(loads.map(({ font, text }) => [font, text])).toEqual([
      ['400 1em Cairo', '\u0628'],
      ['600 1em Cairo', 'a'],
    ]);
    loads[0]?.settle(true);
    await flush();
    expect(copy().hidden).toBe(true);
    loads[1]?.settle(true);
    await flush();
    expect(copy().hidden).toBe(false);
  });

  it('shows the copy when a face fails to load', async () => {
    const loads = fakeFonts();
    runScript();
    loads[0]?.settle(false);
    await flush();
    expect(copy().hidden).toBe(false);
  });

  it('shows the copy after the wait when the faces do not come', () => {
    jest.useFakeTimers();
    fakeFonts();
    runScript();
    jest.advanceTimersByTime(FACES_WAIT_MS - 1);
    expect(copy().hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(copy().hidden).toBe(false);
  });

  it('shows the copy at once where the browser cannot load faces from script', () => {
    runScript();
    expect(copy().hidden).toBe(false);
  });

  it('takes the dialog away when this browser has an area saved, and only then', () => {
    fakeFonts();
    runScript();
    expect(document.getElementById('first-screen-dialog')).not.toBeNull();
    document.body.innerHTML = COPY;
    localStorage.setItem('store_choice', '{}');
    runScript();
    expect(document.getElementById('first-screen-dialog')).toBeNull();
    expect(copy().querySelector('header')?.textContent).toBe('Dukkan');
  });
});
