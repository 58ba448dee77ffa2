import { CacheProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { Drawer } from '@dukkan/contracts';
import { emotionCache } from '../../locale/emotion-cache';
import { ShellThemeProvider } from '../components/theme-provider';

/** The rules emotion inserted, as the CSSOM holds them. */
function insertedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
}

describe('direction', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('a start drawer slides in from its own side: the inline sign turns the move round in Arabic', () => {
    render(
      <CacheProvider value={emotionCache}>
        <ShellThemeProvider>
          <Drawer open onClose={() => undefined} title="Menu" side="start">
            {'Categories'}
          </Drawer>
        </ShellThemeProvider>
      </CacheProvider>,
    );
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    const css = insertedCss();
    // From the left (-100%) times the sign: 1 left to right, -1 right to left.
    expect(css).toMatch(
      /@keyframes [\w-]+ \{\s*from \{[^}]*transform: translateX\(calc\(-100% \* var\(--dukkan-inline-sign, 1\)\)\)/,
    );
    const ownRules = css
      .split('\n')
      .filter((rule) => panel.className.split(' ').some((name) => rule.includes(`.${name}`)));
    expect(ownRules.join('\n')).toMatch(/--dukkan-inline-sign: 1;/);
    expect(ownRules.join('\n')).toMatch(
      /\[dir=['"]rtl['"]\] \.[\w-]+ \{\s*--dukkan-inline-sign: -1;\s*\}/,
    );
  });
});
