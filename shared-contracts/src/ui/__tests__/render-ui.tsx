import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ShellContext } from '../../shell-context';
import type { ShellContextValue } from '../../shell-context';
import type { Locale } from '../../locale';
import { theme } from '../theme';

/**
 * Renders a primitive with the theme, and for `locale` a ShellContext carrying only the locale
 * (the primitives read nothing else from it).
 */
export function renderUi(ui: ReactElement, { locale }: { locale?: Locale } = {}) {
  const wrap = (element: ReactElement) => {
    const withTheme = <ThemeProvider theme={theme}>{element}</ThemeProvider>;
    if (!locale) return withTheme;
    const shell = { locale } as ShellContextValue;
    return <ShellContext.Provider value={shell}>{withTheme}</ShellContext.Provider>;
  };
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
