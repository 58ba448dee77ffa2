import { theme } from '../theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const { colors } = theme;

/** [what, text colour, surface colour] */
type Pair = [string, string, string];

describe('colour contrast (WCAG AA, 4.5:1 for text)', () => {
  it.each<Pair>([
    ['text on background', colors.text, colors.background],
    ['muted on background', colors.muted, colors.background],
    ['muted on surface', colors.muted, colors.surface],
    ['subtle on background', colors.subtle, colors.background],
    ['brand links on background', colors.brand, colors.background],
    ['brand links on surface', colors.brand, colors.surface],
    ['white on brand (primary button)', colors.onBrand, colors.brand],
    ['white on brand hover', colors.onBrand, colors.brandHover],
    ['white on accent', colors.onBrand, colors.accent],
    ['accent (deals) on background', colors.accent, colors.background],
    ['brand active on brand soft (secondary button)', colors.brandActive, colors.brandSoft],
    ['white on danger (danger button)', colors.onBrand, colors.danger.border],
    ...(['success', 'info', 'warning', 'danger'] as const).map((tone): Pair => [
      `${tone} text on its background`,
      colors[tone].foreground,
      colors[tone].background,
    ]),
  ])('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring stands out (3:1) from white and the brand surfaces', () => {
    expect(contrast(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focus, colors.brandSoft)).toBeGreaterThanOrEqual(3);
  });
});
