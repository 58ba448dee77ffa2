// The figures bench:lighthouse adds beside Lighthouse's own: a trace rewritten to the main
// thread's CPU time (lib/main-thread-trace.mjs) and the kernel's reads matched with a run's span
// (lib/run-queue.mjs). Both are plain functions of their input.
import { squeezeToCpuTime } from '../lib/main-thread-trace.mjs';
import { loadShareOf } from '../lib/run-queue.mjs';

const URL_LOADED = 'http://localhost:4000/en';
const PID = 40;
const TID = 40;
const START = 1_000_000; // microseconds on the trace's clock

/** A renderer's main thread with one navigation and the given events after it. */
function traceWith(events: Record<string, unknown>[]) {
  return [
    { name: 'thread_name', ph: 'M', pid: PID, tid: TID, ts: 0, args: { name: 'CrRendererMain' } },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PID,
      tid: TID,
      ts: START,
      args: { frame: 'F', data: { isLoadingMainFrame: true, documentLoaderURL: URL_LOADED } },
    },
    ...events.map((event) => ({ pid: PID, tid: TID, ph: 'X', ...event })),
  ] as Parameters<typeof squeezeToCpuTime>[0];
}

describe('squeezeToCpuTime', () => {
  it('shortens each task to its CPU time and moves what ran inside it in proportion', () => {
    const events = traceWith([
      // 100 ms of wall time, 40 ms on the CPU; a script inside it from 50 to 90 ms.
      { name: 'RunTask', ts: START + 10_000, dur: 100_000, tdur: 40_000 },
      { name: 'EvaluateScript', ts: START + 60_000, dur: 40_000, tdur: 16_000 },
      // On the CPU all along: left as it is.
      { name: 'RunTask', ts: START + 200_000, dur: 20_000, tdur: 20_000 },
    ]);
    const result = squeezeToCpuTime(events, URL_LOADED);

    expect(result).toEqual({
      wall: 120,
      cpu: 60,
      pid: PID,
      tid: TID,
      from: START + 10_000,
      to: START + 220_000,
    });
    const [task, script, steady] = events.filter((event) => event.ph === 'X');
    expect(task).toMatchObject({ ts: START + 10_000, dur: 40_000 });
    // 50 ms into the task becomes 20 ms into it; 40 ms long becomes 16 ms.
    expect(script?.ts).toBeCloseTo(START + 30_000);
    expect(script?.dur).toBeCloseTo(16_000);
    expect(steady).toMatchObject({ ts: START + 200_000, dur: 20_000 });
  });

  it('leaves a task without a thread clock as it was', () => {
    const events = traceWith([{ name: 'RunTask', ts: START + 10_000, dur: 30_000 }]);
    const result = squeezeToCpuTime(events, URL_LOADED);
    expect(result.cpu).toBe(0);
    expect(events.find((event) => event.name === 'RunTask')).toMatchObject({ dur: 30_000 });
  });

  it('refuses a trace without a navigation to the page', () => {
    expect(() => squeezeToCpuTime(traceWith([]), 'http://localhost:5000/en')).toThrow(
      /No navigation/,
    );
  });
});

describe('loadShareOf', () => {
  // pid, kind, process CPU, main thread on CPU, main thread waiting (ms, cumulative)
  const reads = [
    {
      at: 900_000,
      rows: [
        [PID, 'renderer', 100, 60, 20],
        [7, 'browser', 500, 0, 0],
      ],
    },
    {
      at: 1_050_000,
      rows: [
        [PID, 'renderer', 150, 80, 40],
        [7, 'browser', 560, 0, 0],
      ],
    },
    {
      at: 1_300_000,
      rows: [
        [PID, 'renderer', 400, 200, 190],
        [7, 'browser', 700, 0, 0],
        [9, 'gateway', 30, 0, 0],
      ],
    },
  ] as Parameters<typeof loadShareOf>[0];

  it('takes the reads around the span and splits the page renderer from its main thread', () => {
    expect(loadShareOf(reads, PID, TID, 1_000_000, 1_200_000)).toEqual({
      onCpu: 140,
      waiting: 170,
      byKind: {
        'page main thread': 140,
        'page renderer, other threads': 160,
        browser: 200,
        // Started inside the span: all of its time counts.
        gateway: 30,
      },
    });
  });

  it('gives nothing when the reads do not cover the span or miss the thread', () => {
    expect(loadShareOf(reads, PID, TID, 800_000, 1_200_000)).toBeUndefined();
    expect(loadShareOf(reads, PID, TID, 1_000_000, 1_400_000)).toBeUndefined();
    expect(loadShareOf(reads, 41, 41, 1_000_000, 1_200_000)).toBeUndefined();
    // A main thread that is not the process's first thread is not in the reads.
    expect(loadShareOf(reads, PID, 43, 1_000_000, 1_200_000)).toBeUndefined();
  });
});
