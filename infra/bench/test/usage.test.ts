// `--help` prints the comment at the top of each benchmark (lib/usage.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { usageOf } from '../lib/usage.mjs';

describe('usageOf', () => {
  it('keeps the leading comment without the #! line, @ts-check and the code after it', () => {
    const source = [
      '#!/usr/bin/env node',
      '// @ts-check',
      '// `npm run bench:x`: measures x.',
      '//   --runs N   runs per page',
      '//',
      "import { x } from './x.mjs';",
      '// not usage',
    ].join('\n');
    expect(usageOf(source)).toBe('`npm run bench:x`: measures x.\n  --runs N   runs per page\n');
  });

  it.each(['bench-bundle', 'bench-lighthouse', 'bench-trace'])(
    '%s documents --help in its usage',
    (name) => {
      const usage = usageOf(readFileSync(path.join(__dirname, '..', `${name}.mjs`), 'utf8'));
      expect(usage).toMatch(new RegExp(`^\`npm run ${name.replace('-', ':')}\``));
      expect(usage).toMatch(/^ {2}--help +print this$/m);
    },
  );
});
