import { CacheProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { Drawer } from '@dukkan/contracts';
import { emotionCacheFor } from '../../locale/emotion-cache';
import { ShellThemeProvider } from '../components/theme-provider';

/** Keyframes emotion inserted, as the CSSOM holds them. */
function insertedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
}

function renderDrawer(direction: 'ltr' | 'rtl') {
  render(
    <CacheProvider value={emotionCacheFor(direction)}>
      <ShellThemeProvider>
        <Drawer open onClose={() => undefined} title="Menu" side="start">
          {'Categories'}
        </Drawer>
      </ShellThemeProvider>
    </CacheProvider>,
  );
}

describe('direction', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('a start drawer slides in from the left in English', () => {
    renderDrawer('ltr');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(insertedCss()).toMatch(
      /@keyframes [\w-]+ \{\s*from \{[^}]*\btransform: translateX\(-100%\)/,
    );
  });

  it('the same start drawer slides in from the right in Arabic (the RTL cache mirrors it)', () => {
    renderDrawer('rtl');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    const css = insertedCss();
    expect(css).toMatch(/@keyframes [\w-]+ \{\s*from \{[^}]*\btransform: translateX\(100%\)/);
    expect(css).not.toMatch(/translateX\(-100%\)/);
  });
});
