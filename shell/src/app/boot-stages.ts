/** A promise that settles in a new task, after the browser has had its turn (paint, input). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    // A message to ourselves: unlike a timer, it is not clamped to 4 ms when nested.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

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
