// stylis 4 ships no type declarations; the shell uses only its prefixer middleware (and
// stylis-plugin-rtl's declarations import `Middleware` from here). Emotion's cache describes
// the same element shape, so the types are taken from there.
declare module 'stylis' {
  import type { StylisElement, StylisPlugin } from '@emotion/cache';
  export type Element = StylisElement;
  export type Middleware = StylisPlugin;
  export const prefixer: Middleware;
}
