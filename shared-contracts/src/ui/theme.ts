import { LAYOUT } from '../constants';

/**
 * The design tokens every package styles with (issue 5, "Design system"). The shell provides
 * this object through emotion's ThemeProvider; remotes read it with `useTheme()` or a
 * `css={(theme) => ...}` function, never with their own colours or sizes, so the storefront
 * looks like one product. Sizes are CSS strings so they drop into template and object styles.
 */

/** The four alert types of shell spec section 2 (the cart's `green`/`error` map onto two of them). */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger';

export interface ToneColors {
  /** Text and icon colour on `background` (contrast at least 4.5:1). */
  foreground: string;
  background: string;
  /** Edge and emphasis colour. */
  border: string;
}

const colors = {
  brand: '#0b7a3e',
  brandHover: '#086332',
  brandActive: '#064d27',
  /** Tinted brand surface: selected rows, secondary button hover. */
  brandSoft: '#e9f6ee',
  /** Text on brand-coloured surfaces. */
  onBrand: '#ffffff',
  /** The highlighted deals link and sale prices. */
  accent: '#c2410c',
  accentSoft: '#fff1e8',
  text: '#1c2520',
  /** Secondary text (5.9:1 on white). */
  muted: '#4f5c55',
  /** Placeholders and disabled text (4.6:1 on white). */
  subtle: '#68756e',
  border: '#dfe5e1',
  borderStrong: '#b9c4bd',
  background: '#ffffff',
  /** Page bands, footer, skeletons' base. */
  surface: '#f5f7f6',
  surfaceStrong: '#e8ece9',
  /** Dim layer behind dialogs, drawers and the mega menu. */
  overlay: 'rgb(16 24 20 / 48%)',
  /** Focus ring: dark blue, visible on white, brand and tinted surfaces. */
  focus: '#1d5fa8',
  success: { foreground: '#0a5c30', background: '#e9f6ee', border: '#0b7a3e' },
  info: { foreground: '#14467d', background: '#eaf2fb', border: '#1d5fa8' },
  warning: { foreground: '#6b4000', background: '#fff5e5', border: '#a86400' },
  danger: { foreground: '#8c1d17', background: '#fdecea', border: '#b3261e' },
} as const satisfies Record<string, string | ToneColors>;

/** Spacing scale on a 4 px grid. */
const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
} as const;

const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  round: '50%',
} as const;

const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '20px',
  xxl: '24px',
  display: '32px',
} as const;

const fontWeights = { regular: 400, semibold: 600, bold: 700 } as const;

const lineHeights = { tight: 1.25, normal: 1.5, relaxed: 1.7 } as const;

/**
 * Cairo (self-hosted by the shell from @fontsource/cairo) draws both scripts; the fallbacks are
 * the platforms' own Arabic and Latin faces so text never waits for the font (font-display: swap).
 * 'Cairo Fallback' (declared by the shell) is Arial scaled to Cairo's metrics for Latin text, so
 * the swap to Cairo does not rewrap lines and move the page.
 */
const fonts = {
  latin:
    "'Cairo', 'Cairo Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  arabic:
    "'Cairo', 'Cairo Fallback', 'Noto Sans Arabic', 'Geeza Pro', 'Segoe UI', Tahoma, Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Breakpoints of shell spec section 9, in px (min-width). */
export type Breakpoint = keyof typeof LAYOUT.breakpoints;
const breakpoints = LAYOUT.breakpoints;

/** `@media (min-width: …)` for a breakpoint: styles from that width up. */
function up(bp: Breakpoint): string {
  return `@media (min-width: ${breakpoints[bp]}px)`;
}

/** `@media (max-width: …)` just below a breakpoint: styles for narrower screens only. */
function down(bp: Breakpoint): string {
  return `@media (max-width: ${breakpoints[bp] - 0.02}px)`;
}

/** Stacking order: later layers cover earlier ones. */
const zIndex = {
  base: 0,
  raised: 1,
  dropdown: 20,
  sticky: 30,
  mobileBar: 35,
  overlay: 40,
  drawer: 50,
  modal: 60,
  toast: 70,
  progress: 80,
} as const;

const shadows = {
  sm: '0 1px 2px rgb(16 24 20 / 8%)',
  md: '0 4px 12px rgb(16 24 20 / 12%)',
  lg: '0 12px 32px rgb(16 24 20 / 18%)',
  /** Shadow of the sticky header and the mobile bar (drawn above and below). */
  bar: '0 2px 8px rgb(16 24 20 / 10%)',
} as const;

const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** The theme object's shape; emotion's `Theme` is this type in every package. */
export interface DukkanTheme {
  colors: typeof colors;
  space: typeof space;
  radii: typeof radii;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  fonts: typeof fonts;
  breakpoints: typeof breakpoints;
  /** Ready-made media queries: `mq.md` is `@media (min-width: 1024px)`. */
  mq: Record<Breakpoint, string>;
  /** `up('md')` equals `mq.md`; `down('sm')` targets phones below 768 px. */
  up: (bp: Breakpoint) => string;
  down: (bp: Breakpoint) => string;
  /** The desktop container (shell spec section 9) and its side padding. */
  container: { maxWidth: string; padding: string };
  zIndex: typeof zIndex;
  shadows: typeof shadows;
  motion: typeof motion;
  /** Minimum touch target (WCAG 2.5.8 asks 24 px; we use 44 px for thumbs). */
  touchTarget: string;
}

/**
 * The class-name prefix of the app's emotion cache (the shell's `emotionCache`). The first
 * screens are drawn under the same key, so their rules carry the names the app gives them, and
 * the app's cache takes the drawn rules as already inserted (emotion's rehydration) instead of
 * compiling and inserting them again at takeover.
 */
export const EMOTION_KEY = 'css';

export const theme: DukkanTheme = {
  colors,
  space,
  radii,
  fontSizes,
  fontWeights,
  lineHeights,
  fonts,
  breakpoints,
  mq: { sm: up('sm'), md: up('md'), lg: up('lg'), xl: up('xl') },
  up,
  down,
  container: { maxWidth: `${LAYOUT.containerMaxWidth}px`, padding: space.lg },
  zIndex,
  shadows,
  motion,
  touchTarget: '44px',
};

/** Colours of an alert type, mapping the cart's `green` and `error` onto success and danger. */
export function toneOf(type: StatusTone | 'green' | 'error'): StatusTone {
  if (type === 'green') return 'success';
  if (type === 'error') return 'danger';
  return type;
}

declare module '@emotion/react' {
  // Declaration merging needs an interface; the tokens are the whole theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends DukkanTheme {}
}
