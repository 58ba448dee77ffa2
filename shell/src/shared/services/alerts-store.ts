import { createStore } from 'zustand/vanilla';
import type { Alert } from '@dukkan/contracts';
import { TIMINGS } from '@dukkan/contracts';

export interface AlertsState {
  /** Alerts on screen, oldest first. */
  items: readonly Alert[];
}

/**
 * Alerts (toasts): each gets an id and is removed after 5000 ms; it can be dismissed sooner;
 * the list clears on route change (shell spec section 2), except alerts that ask to survive
 * one route change (`keepOnRouteChange`, the outcome of an action that navigates).
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

  function startTimer(id: string): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.set(
      id,
      setTimeout(() => dismiss(id), lifetimeMs),
    );
  }

  function push(alert: Omit<Alert, 'id'>): string {
    counter += 1;
    const id = `alert-${counter}`;
    store.setState((state) => ({ items: [...state.items, { ...alert, id }] }));
    startTimer(id);
    return id;
  }

  /**
   * Route change: every alert goes, but those kept for one route change lose that mark and get
   * their whole lifetime on the new page (a slow page change must not use it up).
   */
  function clear(): void {
    const items = store.getState().items;
    if (items.length === 0) return;
    for (const item of items) {
      if (item.keepOnRouteChange) {
        startTimer(item.id);
        continue;
      }
      const timer = timers.get(item.id);
      if (timer !== undefined) clearTimeout(timer);
      timers.delete(item.id);
    }
    store.setState({
      items: items
        .filter((item) => item.keepOnRouteChange)
        .map((item) => ({ ...item, keepOnRouteChange: false })),
    });
  }

  return { store, push, dismiss, clear };
}

export type AlertsService = ReturnType<typeof createAlerts>;
