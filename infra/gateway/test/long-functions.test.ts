// Issue 61: no hand-written function over 100 lines, but for the listed exceptions (seeds,
// migrations and bench code, each with its reason). The measure and the check of the list are
// tested here; `node infra/scripts/long-functions.mjs --check` runs them over the repository.
import { readFileSync } from 'node:fs';
import {
  ALLOW_FILE,
  checkAllowed,
  longFunctionsIn,
  parseAllowed,
} from '../../scripts/lib/long-functions.mjs';

/** A function of `lines` lines in all, its braces included. */
const body = (lines: number) =>
  Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('long functions', () => {
  it('lists a function over the limit with its name, first line and span, and not one at it', () => {
    const text = [
      '// a comment',
      `export function atTheLimit() {\n${body(5)}\n}`,
      `export function overIt(a: number) {\n${body(6)}\n}`,
    ].join('\n');
    expect(longFunctionsIn('src/a.ts', text, 5)).toEqual([
      { file: 'src/a.ts', line: 7, name: 'overIt', lines: 6 },
    ]);
  });

  it('names arrows by their variable or property, methods by name, callbacks by their call', () => {
    const text = [
      `const arrow = () => {\n${body(4)}\n};`,
      `const object = { property: function () {\n${body(4)}\n} };`,
      `class Store { method() {\n${body(4)}\n} }`,
      `run(async () => {\n${body(4)}\n});`,
    ].join('\n');
    const names = longFunctionsIn('src/b.mjs', text, 3).map((fn) => fn.name);
    expect(names).toEqual(['arrow', 'property', 'method', '(callback of run)']);
  });

  it('counts a nested function in its parent, and lists the nested one when it is long too', () => {
    const inner = `  function inner() {\n${body(6)}\n  }`;
    const text = `function outer() {\n${inner}\n  return inner;\n}`;
    expect(longFunctionsIn('src/c.ts', text, 5)).toEqual([
      { file: 'src/c.ts', line: 1, name: 'outer', lines: 9 },
      { file: 'src/c.ts', line: 2, name: 'inner', lines: 6 },
    ]);
  });

  it('refuses long functions no exception names, and exceptions that name none', () => {
    const found = [
      { file: 'src/seed.ts', line: 3, name: 'seedAll', lines: 150 },
      { file: 'src/view.ts', line: 9, name: 'cartView', lines: 120 },
    ];
    const reason = 'Seed: runs once into an empty database.';
    const allowed = [
      { file: 'src/seed.ts', name: 'seedAll', reason },
      { file: 'src/seed.ts', name: 'seedOrders', reason },
      // The same name in another file is another function.
      { file: 'src/other.ts', name: 'cartView', reason },
    ];
    expect(checkAllowed(found, allowed)).toEqual({
      refused: [found[1]],
      stale: [allowed[1], allowed[2]],
    });
    expect(checkAllowed(found.slice(0, 1), allowed.slice(0, 1))).toEqual({
      refused: [],
      stale: [],
    });
  });

  it('takes an exception only with a file, a name and a reason of a sentence', () => {
    const list = (entry: object) => JSON.stringify({ allowed: [entry] });
    expect(() => parseAllowed('{}')).toThrow('"allowed" list');
    expect(() => parseAllowed(list({ name: 'up', reason: 'A migration, applied once.' }))).toThrow(
      'allowed[0] needs a "file" and a "name"',
    );
    expect(() => parseAllowed(list({ file: 'm.ts', name: 'up', reason: 'migration' }))).toThrow(
      'allowed[0] (up in m.ts) needs a "reason"',
    );
    const entry = { file: 'm.ts', name: 'up', reason: 'A migration, applied once and kept.' };
    expect(parseAllowed(list(entry))).toEqual([entry]);
  });

  it('lists as exceptions only seeds, migrations and bench code', () => {
    const allowed = parseAllowed(readFileSync(ALLOW_FILE, 'utf8'));
    expect(allowed.length).toBeGreaterThan(0);
    for (const { file } of allowed) {
      expect(file).toMatch(/\/seed(\/|\.ts$)|\/db\/migrations\/|^infra\/bench\//);
    }
  });
});
