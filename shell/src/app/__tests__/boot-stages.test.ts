import { bootStages } from '../boot-stages';

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
