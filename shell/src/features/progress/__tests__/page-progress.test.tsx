import { act, render, screen } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { PageProgress } from '../components/page-progress';
import { PROGRESS_FINISH_MS } from '../hooks/use-page-progress';
import { createPageLoading, pageLoading } from '../../../shared/page-loading';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the page progress bar', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts loads in flight, failed ones included', async () => {
    const loading = createPageLoading();
    const ok = deferred();
    void loading.track(ok.promise);
    loading.track(Promise.reject(new Error('chunk load failed'))).catch(() => undefined);
    expect(loading.store.getState().pending).toBe(2);
    ok.resolve();
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(loading.store.getState().pending).toBe(0);
  });

  it('shows nothing for a load shorter than the 200 ms throttle', async () => {
    render(<PageProgress />);
    const load = deferred();
    act(() => void pageLoading.track(load.promise));
    act(() => jest.advanceTimersByTime(150));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => {
      load.resolve();
      await Promise.resolve();
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the bar after 200 ms, filling over 5000 ms, and removes it when loading ends', async () => {
    render(<PageProgress />);
    const load = deferred();
    act(() => void pageLoading.track(load.promise));
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const bar = screen.getByRole('progressbar', { name: 'Loading the page' });
    expect(bar.firstElementChild).toHaveAttribute('data-phase', 'running');
    expect(getComputedStyle(bar.firstElementChild!).animation).toContain('5000ms');
    await act(async () => {
      load.resolve();
      await Promise.resolve();
    });
    expect(bar.firstElementChild).toHaveAttribute('data-phase', 'finishing');
    act(() => jest.advanceTimersByTime(PROGRESS_FINISH_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('animates its transform, not its size: the frames need no layout while a page loads', async () => {
    render(<PageProgress />);
    const load = deferred();
    act(() => void pageLoading.track(load.promise));
    act(() => jest.advanceTimersByTime(200));
    const fill = screen.getByRole('progressbar', { name: 'Loading the page' }).firstElementChild!;
    const [name] = getComputedStyle(fill).animation.split(' ');
    // jsdom has no CSSKeyframesRule class: the rule is found by its name and its frames.
    const keyframes = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((rule) => (rule as Partial<CSSKeyframesRule>).name === name) as CSSKeyframesRule;
    const animated = [...keyframes.cssRules].flatMap((frame) => {
      const { style } = frame as CSSKeyframeRule;
      return Array.from({ length: style.length }, (_, index) => style[index] ?? '');
    });
    // stylis adds the vendor-prefixed forms of the same property.
    expect(animated).toContain('transform');
    expect(animated.filter((property) => !property.endsWith('transform'))).toEqual([]);
    await act(async () => {
      load.resolve();
      await Promise.resolve();
    });
  });
});
