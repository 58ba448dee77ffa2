import { createStore } from 'zustand/vanilla';

/**
 * Page loads in flight (remote pages and fragments being downloaded). The progress bar shows
 * while any is pending; one tracker per page, shared by the module loader and the bar.
 */
export function createPageLoading() {
  const store = createStore<{ pending: number }>(() => ({ pending: 0 }));
  function track<T>(promise: Promise<T>): Promise<T> {
    store.setState((state) => ({ pending: state.pending + 1 }));
    const done = () => store.setState((state) => ({ pending: Math.max(0, state.pending - 1) }));
    promise.then(done, done);
    return promise;
  }
  return { store, track };
}

export const pageLoading = createPageLoading();
