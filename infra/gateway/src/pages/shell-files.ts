// Files of the shell's build the gateway reads per page: the first screen's parts and the list
// of the shell's first-load scripts.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@dukkan/contracts/locale';

/** Files of the shell's folder by path, with the modified time they were read at. */
const shellFiles = new Map<string, { modified: number; text: string }>();

/**
 * The text of a file in the shell's folder, or null when it is missing. The folder is replaced in
 * place on a deploy, so a file is read again when its modified time changes, and only then: the
 * gateway reads these on every page request.
 */
export async function readShellFile(file: string): Promise<string | null> {
  let modified: number;
  try {
    modified = (await stat(file)).mtimeMs;
  } catch {
    shellFiles.delete(file);
    return null;
  }
  const known = shellFiles.get(file);
  if (known?.modified === modified) return known.text;
  try {
    const text = await readFile(file, 'utf8');
    shellFiles.set(file, { modified, text });
    return text;
  } catch {
    return null;
  }
}

interface FirstLoadList {
  scripts?: unknown;
  texts?: Record<string, unknown>;
}

/**
 * The shell's own first-load scripts, listed by its build in `first-load.json`
 * (infra/build/first-load-plugin.cjs): the bootstrap chunks and the shared libraries it uses,
 * which the browser would otherwise ask for only after the shell's main script has run, and its
 * texts in the page's language (`texts`: locale -> file). Their URLs; none when the build wrote
 * no list.
 */
export async function shellScripts(shellDir: string, locale: Locale | null): Promise<string[]> {
  let list: FirstLoadList | null;
  try {
    list = JSON.parse(
      (await readShellFile(path.join(shellDir, 'first-load.json'))) ?? '',
    ) as FirstLoadList | null;
  } catch {
    return [];
  }
  const scripts: unknown[] = Array.isArray(list?.scripts) ? list.scripts : [];
  const texts: unknown =
    locale && typeof list?.texts === 'object' ? list.texts?.[locale] : undefined;
  return [...scripts, texts]
    .filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file))
    .map((file) => `/${file}`);
}
