import type { KeyboardEvent, RefObject } from 'react';

/**
 * Arrow keys between the search input and the suggestion links inside `root` (besides Tab):
 * Down from the input goes to the first suggestion, Up from the first goes back to the input;
 * Escape calls `onEscape` and returns to the input.
 */
export function useArrowKeys(
  root: RefObject<HTMLElement | null>,
  input: RefObject<HTMLInputElement | null>,
  onEscape: () => void,
) {
  return function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    const container = root.current;
    if (!container) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      // Focus first: the input opens the dropdown when it gains focus, and closing must win.
      input.current?.focus();
      onEscape();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops: HTMLElement[] = [
      ...(input.current ? [input.current] : []),
      ...Array.from(container.querySelectorAll<HTMLElement>('[data-suggestion]')),
    ];
    if (stops.length < 2) return;
    const current = stops.indexOf(document.activeElement as HTMLElement);
    if (current === -1) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    stops[(current + step + stops.length) % stops.length]?.focus();
  };
}
