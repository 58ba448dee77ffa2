// Writes `first-load.json` beside the shell's index.html (issue 14): the script files every page
// needs before the shell can render, beyond the entry script itself: the chunks of the entry's
// dynamic import (`import('./bootstrap')`) and, following each shared module those chunks
// consume, the chunks the shell provides it from (the copy the federation runtime picks, the
// shell registering first; its consume fallback only when the shell provides none), recursively. The gateway preloads them (infra/gateway/src/pages/hints.ts),
// so the browser fetches them with the entry script instead of after the entry has run.
// Other dynamic imports (pages, dialogs loaded later) are not followed, except the shell's texts:
// `texts` maps each locale to the file of the chunk named `texts-<locale>` (shell/src/i18n.ts),
// which the gateway preloads for the page's language only.
const { Compilation, sources } = require('webpack');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

class FirstLoadPlugin {
  /** @param {{ fileName?: string, entry?: string }} [options] */
  constructor({ fileName = 'first-load.json', entry = 'main' } = {}) {
    this.fileName = fileName;
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scripts = firstLoadScripts(compilation, this.entry);
          const texts = textsFiles(compilation);
          const json = `${JSON.stringify({ scripts, texts }, null, 2)}\n`;
          compilation.emitAsset(this.fileName, new sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]} file names (relative to the output folder), in discovery order
 */
function firstLoadScripts(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryFiles = new Set(entry.chunks.flatMap((chunk) => [...chunk.files]));
  /** @type {Set<string>} */
  const files = new Set();
  const seenGroups = new Set();
  /** @type {import('webpack').Module[]} */
  const consumes = [];

  /** @param {import('webpack').ChunkGroup | undefined} group */
  const visitGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (file.endsWith('.js') && !entryFiles.has(file)) files.add(file);
      }
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === CONSUME_SHARED) consumes.push(module);
      }
    }
  };

  // The entry's own dynamic import (the async boundary) and the shared modules it consumes.
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
      for (const dependency of module.dependencies) {
        const target = compilation.moduleGraph.getModule(dependency);
        if (target && target.type !== CONSUME_SHARED) {
          for (const block of target.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
        }
      }
    }
  }
  /** @type {Map<string, import('webpack').Module[]>} */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    const name = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;
    if (name) providers.set(name, [...(providers.get(name) ?? []), module]);
  }
  const seenKeys = new Set();
  while (consumes.length) {
    const module = /** @type {import('webpack').Module} */ (consumes.shift());
    const key = /** @type {{ options?: { shareKey?: string } }} */ (/** @type {unknown} */ (module))
      .options?.shareKey;
    if (key && seenKeys.has(key)) continue;
    if (key) seenKeys.add(key);
    const sources = (key && providers.get(key)) || [module];
    for (const source of sources) {
      for (const block of source.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return [...files];
}

/** Chunks named `texts-<locale>`: one language's texts each. */
const TEXTS_CHUNK = /^texts-([a-z]{2})$/;

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string>} locale -> the script file of its texts chunk
 */
function textsFiles(compilation) {
  /** @type {Record<string, string>} */
  const texts = {};
  for (const chunk of compilation.chunks) {
    const locale = chunk.name ? TEXTS_CHUNK.exec(chunk.name)?.[1] : undefined;
    const file = [...chunk.files].find((name) => name.endsWith('.js'));
    if (locale && file) texts[locale] = file;
  }
  return Object.fromEntries(Object.entries(texts).sort(([a], [b]) => a.localeCompare(b)));
}

module.exports = { FirstLoadPlugin, firstLoadScripts, textsFiles };
