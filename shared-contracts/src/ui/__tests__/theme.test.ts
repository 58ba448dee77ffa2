import { LAYOUT } from '../../constants';
import { theme, toneOf } from '../theme';

describe('design tokens', () => {
  it('has the breakpoints 768, 1024, 1280 and 1536 px of shell spec section 9', () => {
    expect(Object.values(theme.breakpoints)).toEqual([768, 1024, 1280, 1536]);
  });

  it('builds min-width media queries from a breakpoint up and max-width just below it', () => {
    expect(theme.mq.sm).toBe('@media (min-width: 768px)');
    expect(theme.up('lg')).toBe('@media (min-width: 1280px)');
    expect(theme.down('sm')).toBe('@media (max-width: 767.98px)');
  });

  it('limits the desktop container to 1166 px', () => {
    expect(theme.container.maxWidth).toBe(`${LAYOUT.containerMaxWidth}px`);
    expect(theme.container.maxWidth).toBe('1166px');
  });

  it('has colours for the four alert types and maps the cart green and error onto them', () => {
    for (const tone of ['success', 'info', 'warning', 'danger'] as const) {
      expect(theme.colors[tone]).toEqual({
        foreground: expect.stringMatching(/^#/),
        background: expect.stringMatching(/^#/),
        border: expect.stringMatching(/^#/),
      });
    }
    expect(toneOf('green')).toBe('success');
    expect(toneOf('error')).toBe('danger');
    expect(toneOf('warning')).toBe('warning');
  });

  it('stacks toasts above dialogs, dialogs above drawers and drawers above the sticky header', () => {
    const z = theme.zIndex;
    expect(z.toast).toBeGreaterThan(z.modal);
    expect(z.modal).toBeGreaterThan(z.drawer);
    expect(z.drawer).toBeGreaterThan(z.sticky);
  });

  it('names Cairo first for both scripts with platform fallbacks', () => {
    expect(theme.fonts.arabic.startsWith("'Cairo'")).toBe(true);
    expect(theme.fonts.latin.startsWith("'Cairo'")).toBe(true);
    expect(theme.fonts.arabic).toMatch(/sans-serif$/);
  });
});
