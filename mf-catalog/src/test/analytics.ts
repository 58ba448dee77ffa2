// Reading analytics in tests: the events the harness pushed to window.dataLayer, and a viewport
// whose IntersectionObserver the test drives (jsdom has none), so a test says which cards
// came into view.
import { act } from '@testing-library/react';
import type { AnalyticsEventName } from '@dukkan/contracts';

/** The payloads of one event, in the order they were pushed (e-commerce events' `ecommerce`). */
export function dataLayerEvents(name: AnalyticsEventName): Record<string, unknown>[] {
  return (window.dataLayer ?? []).flatMap((entry) => {
    const pushed = entry as { event?: string; ecommerce?: Record<string, unknown> };
    if (pushed.event !== name) return [];
    return [pushed.ecommerce ?? pushed];
  });
}

class FakeIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  readonly observed = new Set<Element>();

  constructor(
    readonly callback: IntersectionObserverCallback,
    private readonly registry: FakeIntersectionObserver[],
  ) {
    registry.push(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
    this.registry.splice(this.registry.indexOf(this), 1);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/**
 * Installs an IntersectionObserver that reports only what `show` brings into view; `restore`
 * removes it again (call it in afterEach).
 */
export function fakeViewport() {
  const observers: FakeIntersectionObserver[] = [];
  const original = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: class extends FakeIntersectionObserver {
      constructor(callback: IntersectionObserverCallback) {
        super(callback, observers);
      }
    },
  });
  return {
    /** Elements some observer watches now. */
    watched: () => observers.flatMap((observer) => [...observer.observed]),
    /** Scrolls the elements into view: each observer watching them hears it. */
    show(...elements: Element[]) {
      act(() => {
        for (const observer of [...observers]) {
          const entries = elements
            .filter((element) => observer.observed.has(element))
            .map(
              (target) =>
                ({
                  target,
                  isIntersecting: true,
                  intersectionRatio: 1,
                }) as unknown as IntersectionObserverEntry,
            );
          if (entries.length > 0)
            observer.callback(entries, observer as unknown as IntersectionObserver);
        }
      });
    },
    restore() {
      if (original) Object.defineProperty(window, 'IntersectionObserver', original);
      else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
