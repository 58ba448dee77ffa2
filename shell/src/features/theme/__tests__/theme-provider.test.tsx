import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { GlobalStyles } from '../components/global-styles';
import { ShellThemeProvider } from '../components/theme-provider';
import { FACES_STYLE_ID, ensureFaces } from '../font-faces';

function BrandProbe() {
  const theme = useTheme();
  return <output aria-label="brand">{theme.colors.brand}</output>;
}

/** Emotion inserts global rules with insertRule, so read the CSSOM rather than the tags' text. */
function injectedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
}

describe('shell theme', () => {
  afterEach(() => document.getElementById(FACES_STYLE_ID)?.remove());

  it('gives every component below it the design tokens through useTheme()', () => {
    render(
      <ShellThemeProvider>
        <BrandProbe />
      </ShellThemeProvider>,
    );
    expect(screen.getByLabelText('brand')).toHaveTextContent('#0b7a3e');
  });

  it('declares the self-hosted Cairo weights 400, 600 and 700 with font-display swap', () => {
    ensureFaces();
    const styles = injectedCss();
    const faces = (styles.match(/@font-face \{[^}]*\}/g) ?? []).filter((face) =>
      face.includes("font-family: 'Cairo';"),
    );
    expect(faces).toHaveLength(9);
    for (const face of faces) {
      expect(face).toContain("font-family: 'Cairo';");
      expect(face).toContain('font-display: swap;');
      expect(face).toMatch(/unicode-range: U\+/);
    }
    expect(new Set(faces.map((face) => /font-weight: (\d+)/.exec(face)?.[1]))).toEqual(
      new Set(['400', '600', '700']),
    );
  });

  it('declares a local fallback scaled to Cairo for the Latin ranges, after Cairo in the font stack', () => {
    ensureFaces();
    const faces = (injectedCss().match(/@font-face \{[^}]*\}/g) ?? []).filter((face) =>
      face.includes("font-family: 'Cairo Fallback';"),
    );
    expect(faces.map((face) => /font-weight: (\d+)/.exec(face)?.[1])).toEqual([
      '400',
      '600',
      '700',
    ]);
    for (const face of faces) {
      expect(face).toMatch(/src: local\('Arial[^)]*'\),/);
      expect(face).toMatch(/size-adjust: \d+(\.\d+)?%;/);
      expect(face).toMatch(/ascent-override: \d+(\.\d+)?%;/);
      expect(face).toMatch(/unicode-range: U\+0000-00FF/);
      expect(face).not.toContain('U+0600');
    }
    document.getElementById(FACES_STYLE_ID)?.remove();
    render(
      <ShellThemeProvider>
        <GlobalStyles />
      </ShellThemeProvider>,
    );
    expect(injectedCss()).toContain("font-family: 'Cairo','Cairo Fallback',");
    // The faces are not emotion's: a Global that takes over the HTML's element moves it, and a
    // moved element with faces makes the browser load them again.
    expect(injectedCss()).not.toContain('@font-face');
  });

  it('shows a visible focus ring for keyboard focus only', () => {
    render(
      <ShellThemeProvider>
        <GlobalStyles />
      </ShellThemeProvider>,
    );
    expect(injectedCss()).toMatch(/:focus-visible \{outline: 2px solid #1d5fa8;/);
  });
});
