/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { en } from '../en';
import { ar } from '../ar';

type Tree = { [key: string]: unknown };

/** The texts a part file exports (its one export). */
function partOf(locale: 'en' | 'ar', file: string): Tree {
  const exports = jest.requireActual<Record<string, Tree>>(
    path.join(__dirname, '..', locale, file),
  );
  const values = Object.values(exports);
  expect(values).toHaveLength(1);
  return values[0] as Tree;
}

/** Every leaf of a texts tree as `group.key`, with its value. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const files = readdirSync(path.join(__dirname, '..', 'en')).filter((file) => file.endsWith('.ts'));

describe('the account texts, one file per part', () => {
  it('has the same files in both languages', () => {
    expect(readdirSync(path.join(__dirname, '..', 'ar')).sort()).toEqual(files.sort());
  });

  it.each(files)('%s: the Arabic file has exactly the English keys, none empty', (file) => {
    const english = leaves(partOf('en', file));
    const arabic = leaves(partOf('ar', file));
    expect(arabic.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, value] of [...english, ...arabic]) {
      expect([key, typeof value === 'string' && value.trim() !== '']).toEqual([key, true]);
    }
  });

  it('defines each key in one file only, so the order the parts arrive in changes nothing', () => {
    for (const locale of ['en', 'ar'] as const) {
      const seen = new Map<string, string>();
      for (const file of files) {
        for (const [key] of leaves(partOf(locale, file))) {
          expect([locale, key, seen.get(key)]).toEqual([locale, key, undefined]);
          seen.set(key, file);
        }
      }
    }
  });

  it('puts every part into the whole-namespace objects the tests and e2e specs read', () => {
    const all = files.flatMap((file) => leaves(partOf('en', file)).map(([key]) => key));
    expect(
      leaves(en as Tree)
        .map(([key]) => key)
        .sort(),
    ).toEqual(all.sort());
    expect(
      leaves(ar as Tree)
        .map(([key]) => key)
        .sort(),
    ).toEqual(all.sort());
  });
});
