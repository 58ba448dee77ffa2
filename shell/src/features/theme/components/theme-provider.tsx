import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@dukkan/contracts';

/**
 * Provides the design tokens (from the contracts package) to the shell and every remote
 * fragment: emotion's theme context is a shared singleton, so a remote's `useTheme()` reads
 * this same object.
 */
export function ShellThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
