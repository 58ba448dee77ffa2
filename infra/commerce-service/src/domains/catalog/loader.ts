import type { GqlContext } from '../../graphql/context';

/**
 * A per-request batch loader: keys asked for in the same tick are fetched with one query.
 * Loaders live in a WeakMap keyed by the request context, so they die with the request.
 */
export class BatchLoader<K, V> {
  private pending = new Map<K, Array<(v: V) => void>>();
  private failures = new Map<K, Array<(e: unknown) => void>>();
  private cache = new Map<K, Promise<V>>();
  private scheduled = false;

  constructor(
    private readonly fetch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly missing: V,
  ) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.pending.set(key, [...(this.pending.get(key) ?? []), resolve]);
      this.failures.set(key, [...(this.failures.get(key) ?? []), reject]);
    });
    this.cache.set(key, promise);
    if (!this.scheduled) {
      this.scheduled = true;
      process.nextTick(() => void this.flush());
    }
    return promise;
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const pending = this.pending;
    const failures = this.failures;
    this.pending = new Map();
    this.failures = new Map();
    try {
      const values = await this.fetch([...pending.keys()]);
      for (const [key, resolvers] of pending)
        for (const resolve of resolvers) resolve(values.get(key) ?? this.missing);
    } catch (error) {
      for (const rejecters of failures.values()) for (const reject of rejecters) reject(error);
    }
  }
}

const perRequest = new WeakMap<GqlContext, Map<string, BatchLoader<unknown, unknown>>>();

/** The loader named `name` of this request, created on first use. */
export function loaderFor<K, V>(
  ctx: GqlContext,
  name: string,
  create: () => BatchLoader<K, V>,
): BatchLoader<K, V> {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = new Map();
    perRequest.set(ctx, loaders);
  }
  let loader = loaders.get(name);
  if (!loader) {
    loader = create() as BatchLoader<unknown, unknown>;
    loaders.set(name, loader);
  }
  return loader as BatchLoader<K, V>;
}
