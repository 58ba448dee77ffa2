import { whenIdleOnline } from '../idle';
import type { IdleOnlineScheduler } from '../idle';

/** A window without requestIdleCallback (the timer path), whose online state the test sets. */
function offlineWindow(): IdleOnlineScheduler & { navigator: { onLine: boolean } } {
  const events = new EventTarget();
  return {
    // Node's timers (this suite runs without a DOM) stand for the window's: a number per timer.
    setTimeout: (run: () => void, ms: number) => Number(setTimeout(run, ms)),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: events.addEventListener.bind(events) as Window['addEventListener'],
    removeEventListener: events.removeEventListener.bind(events) as Window['removeEventListener'],
    dispatchEvent: events.dispatchEvent.bind(events),
    navigator: { onLine: false },
  } as IdleOnlineScheduler & { navigator: { onLine: boolean } };
}

function goOnline(win: ReturnType<typeof offlineWindow>): void {
  win.navigator.onLine = true;
  (win as unknown as EventTarget).dispatchEvent(new Event('online'));
}

describe('work fetched ahead when the page is idle', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs once idle while the browser is online', () => {
    const win = offlineWindow();
    win.navigator.onLine = true;
    const run = jest.fn();
    whenIdleOnline(run, 1_000, win);
    jest.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('offline, waits for the network, then for the next idle moment', () => {
    const win = offlineWindow();
    const run = jest.fn();
    whenIdleOnline(run, 1_000, win);
    jest.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    goOnline(win);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled while it waits for the network, it does not run when the network comes back', () => {
    const win = offlineWindow();
    const run = jest.fn();
    const cancel = whenIdleOnline(run, 1_000, win);
    jest.advanceTimersByTime(1_000);
    cancel();
    goOnline(win);
    jest.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
