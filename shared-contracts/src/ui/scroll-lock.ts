/**
 * Page scroll lock shared by every open modal and drawer. It counts holders, so two overlays
 * opening and closing in any order never leave the page stuck, and it sets overflow on the
 * root element: the viewport scrolls with `<html>`, and the shell's own dialog lock uses
 * `<body>`, so the two never restore each other's value.
 */
let holders = 0;
let previous = '';

export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    previous = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) root.style.overflow = previous;
  };
}
