// The static parts of the first screen: the shell's (base, layout, dialog) and a remote's page
// part, built once per build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FACES_STYLE_ID, shouldPromptForArea } from '@dukkan/contracts/first-screen';
import type { Locale } from '@dukkan/contracts/locale';
import { stripLocale } from '@dukkan/contracts/locale';
import type { Registry } from '../registry';
import { remoteVersionOf } from '../registry';
import { readShellFile } from '../pages/shell-files';
import { localeOfPage } from '../pages/routes';
import { hasStoreCookie } from './commerce';
import type { LiveModule } from './types';

/**
 * A part of the shell's first screen, or null when its build wrote none (the dev server); read
 * again only when a deploy rewrites it (readShellFile).
 */
export function shellPart(shellDir: string, part: string, locale: Locale): Promise<string | null> {
  return readShellFile(path.join(shellDir, 'first-screen', `${part}.${locale}.html`));
}

/**
 * The live version folder of the module's remote and the module's name, or null when the
 * registry does not point at one of the gateway's own version folders.
 * @param module the module id (`catalog/HomePage`)
 */
export function liveModuleOf(
  module: string,
  registry: Registry | undefined,
  remotesDir: string | undefined,
): LiveModule | null {
  if (!registry || !remotesDir) return null;
  const [remote = '', name = ''] = module.split('/');
  const version = remoteVersionOf(registry, remote);
  return version ? { folder: path.join(remotesDir, remote, version), name } : null;
}

/** Remote page parts by file: a version folder is never rewritten, so one read is enough. */
const pageParts = new Map<string, string>();

/** The first screen the live version of the route's remote published for its page module, or ''. */
export async function pagePart(live: LiveModule | null, locale: Locale): Promise<string> {
  if (!live) return '';
  const file = path.join(live.folder, 'first-screen', `${live.name}.${locale}.html`);
  let part = pageParts.get(file);
  if (part === undefined) {
    part = await readFile(file, 'utf8').catch(() => '');
    pageParts.set(file, part);
  }
  return part;
}

/**
 * True when the page opens the select-area dialog by itself as far as the server can tell: a
 * locale page where the shell's rule (contracts `shouldPromptForArea`) opens it, and no `store`
 * cookie (the app writes it with the choice).
 */
export function opensSelectArea(pathname: string, cookieHeader: string | undefined): boolean {
  if (!localeOfPage(pathname)) return false;
  return shouldPromptForArea(stripLocale(pathname), hasStoreCookie(cookieHeader));
}

/**
 * The style elements that go to the head: an emotion `Global`'s as the renderers write it
 * (infra/build's render.tsx `withStyles`): `<style data-emotion="<key>-global <name>…" data-s="">`,
 * and the faces' own, which nothing moves once there.
 */
export const HEAD_STYLES = new RegExp(
  `<style data-emotion="[\\w-]+-global [^"]*" data-s="">[^<]*</style>|<style id="${FACES_STYLE_ID}">[^<]*</style>`,
  'g',
);
