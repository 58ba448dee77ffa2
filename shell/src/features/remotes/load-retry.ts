/**
 * How a remote module is loaded again before the shell gives up on it (issue 16): a remote that
 * is briefly unreachable (a deploy switching versions, a dropped connection) should not leave a
 * fallback behind. Three attempts in about 1.6 s; the delays are a setting so tests can drop them.
 */
export const loadRetry = {
  /** Wait before the second and the third attempt. */
  delaysMs: [400, 1200] as readonly number[],
};

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Runs `load`, and after a failure waits, calls `beforeRetry` (the federation runtime keeps a
 * failed remote entry in its cache, so the remote is registered again) and tries again, once per
 * delay of {@link loadRetry}. Rejects with the last error.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  beforeRetry: () => Promise<unknown>,
): Promise<T> {
  const delays = loadRetry.delaysMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await sleep(delay);
      await beforeRetry().catch(() => undefined);
    }
  }
}
