import { createStore } from 'zustand/vanilla';
import type { Alert } from '@dukkan/contracts';
import { TIMINGS } from '@dukkan/contracts';

export interface AlertsState {
  /** Alerts on screen, oldest first. */
  items: readonly Alert[];
}

/**
 * Alerts (toasts): each gets an id and is removed after 5000 ms; it can be dismissed sooner;
 * the list clears on route change (shell spec section 2).
 */
export function createAlerts(lifetimeMs: number = TIMINGS.alertLifetimeMs) {
  const store = createStore<AlertsState>(() => ({ items: [] }));
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let counter = 0;

  function dismiss(id: string): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    store.setState((state) => ({ items: state.items.filter((item) => item.id !== id) }));
  }

  function push(alert: Omit<Alert, 'id'>): string {
    counter += 1;
    const id = `alert-${counter}`;
    store.setState((state) => ({ items: [...state.items, { ...alert, id }] }));
    timers.set(
      id,
      setTimeout(() => dismiss(id), lifetimeMs),
    );
    return id;
  }

  function clear(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    if (store.getState().items.length > 0) store.setState({ items: [] });
  }

  return { store, push, dismiss, clear };
}

export type AlertsService = ReturnType<typeof createAlerts>;
