import { PRELOADS_PER_TASK, afterFirstPaint, bootStages, preloadAfterPaint } from '../boot-stages';
import { AFTER_PAINT_ID } from '@dukkan/contracts/first-screen';

/** Lets every queued microtask run, without letting a task go by. */
async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('bootStages', () => {
  it('runs the stages in order, each in a task after the one before, then starts', async () => {
    const calls: string[] = [];
    const booting = bootStages(
      [() => Promise.resolve(calls.push('react-dom')), () => Promise.resolve(calls.push('apollo'))],
      () => Promise.resolve(calls.push('start')),
    );
    await flushMicrotasks();
    // The second stage waits for a new task: the first one's work stays a task of its own.
    expect(calls).toEqual(['react-dom']);
    await booting;
    expect(calls).toEqual(['react-dom', 'apollo', 'start']);
  });

  it('still starts the app when a stage fails to load', async () => {
    const start = jest.fn(() => Promise.resolve());
    await bootStages([() => Promise.reject(new Error('ChunkLoadError'))], start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('passes on the failure of the start itself', async () => {
    await expect(bootStages([], () => Promise.reject(new Error('no bootstrap')))).rejects.toThrow(
      'no bootstrap',
    );
  });
});

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  let fontsReady: { resolve: () => void; promise: Promise<void> };

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let resolve = () => undefined as void;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    fontsReady = { resolve, promise };
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { ready: fontsReady.promise },
    });
    document.body.innerHTML = '<div id="root"><div id="first-screen"></div></div>';
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  /** Runs the frames asked for so far, as the browser does before a paint. */
  function frame() {
    const now = frames.splice(0);
    now.forEach((callback) => callback(0));
  }

  it('settles after a frame, the faces and the next frame, in a task after it', async () => {
    let settled = false;
    const painted = afterFirstPaint().then(() => {
      settled = true;
    });
    await flushMicrotasks();
    frame();
    await flushMicrotasks();
    // The faces are still loading: no second frame is asked for yet.
    expect(frames).toHaveLength(0);
    fontsReady.resolve();
    await flushMicrotasks();
    expect(frames).toHaveLength(1);
    frame();
    await flushMicrotasks();
    expect(settled).toBe(false);
    await painted;
    expect(settled).toBe(true);
  });

  it('does not wait when the HTML holds no first screen', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await afterFirstPaint();
    expect(frames).toHaveLength(0);
  });

  it('boots anyway after the cap when no frame comes', async () => {
    jest.useFakeTimers();
    const painted = afterFirstPaint(500);
    jest.advanceTimersByTime(500);
    await expect(painted).resolves.toBeUndefined();
  });
});

describe('preloadAfterPaint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const list = (json: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = AFTER_PAINT_ID;
    element.textContent = json;
    document.body.append(element);
  };
  const preloads = () =>
    Array.from(document.head.querySelectorAll('link'), (link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      priority: link.getAttribute('fetchpriority'),
      href: link.getAttribute('href'),
    }));

  it("asks for the gateway's scripts as low-priority preloads, once", async () => {
    list('["/lib-react.0123456789.js","/remotes/cart/1-x/remoteEntry.js"]');
    await preloadAfterPaint();
    expect(preloads()).toEqual([
      { rel: 'preload', as: 'script', priority: 'low', href: '/lib-react.0123456789.js' },
      { rel: 'preload', as: 'script', priority: 'low', href: '/remotes/cart/1-x/remoteEntry.js' },
    ]);
    await preloadAfterPaint();
    expect(preloads()).toHaveLength(2);
  });

  it('asks for the first ones at once and the rest a few per task, in order', async () => {
    const scripts = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/s${i}.js`);
    list(JSON.stringify(scripts));
    const adding = preloadAfterPaint();
    expect(preloads().map((link) => link.href)).toEqual(scripts.slice(0, PRELOADS_PER_TASK));
    await flushMicrotasks();
    // The next ones wait for a task of their own.
    expect(preloads()).toHaveLength(PRELOADS_PER_TASK);
    await adding;
    expect(preloads().map((link) => link.href)).toEqual(scripts);
  });

  it('passes over anything that is not a script path of this origin', async () => {
    list(
      JSON.stringify([
        '//evil.example/x.js',
        'https://evil.example/x.js',
        '/styles.css',
        '/x.js?y=1',
        'javascript:alert(1)//.js',
        42,
        '/ok.0123456789.js',
      ]),
    );
    await preloadAfterPaint();
    expect(preloads().map((link) => link.href)).toEqual(['/ok.0123456789.js']);
  });

  it('asks for nothing when the list is missing, broken or not a list', async () => {
    await preloadAfterPaint();
    list('{not json');
    await preloadAfterPaint();
    list('{"a":"/x.js"}');
    await preloadAfterPaint();
    expect(preloads()).toEqual([]);
  });
});
