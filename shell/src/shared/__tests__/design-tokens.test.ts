// The shell's styles take their screen widths from the design system (`theme.mq`, `theme.down`,
// `LAYOUT.breakpoints` in @dukkan/contracts), so a breakpoint changes in one place for the shell
// and every remote.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LAYOUT, theme } from '@dukkan/contracts';

const SRC = path.join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('design tokens in the shell', () => {
  it('writes no screen width of its own in a media query', () => {
    const literal = /(?:min|max)-width:\s*\d/;
    const offenders = sourceFiles(SRC)
      .filter((file) => literal.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('has media queries for the breakpoints it uses', () => {
    expect(theme.mq.sm).toBe(`@media (min-width: ${LAYOUT.breakpoints.sm}px)`);
    expect(theme.down('sm')).toBe(`@media (max-width: ${LAYOUT.breakpoints.sm - 0.02}px)`);
    expect(theme.down('md')).toBe(`@media (max-width: ${LAYOUT.breakpoints.md - 0.02}px)`);
  });
});
