// A remote's fragments that are on nearly every page, built into one file (issue 14): the
// production build of a remote with `firstLoad` in its createRemoteConfig options.

/** The chunk Module Federation gives an exposed module: `./AccountMenu` -> `__federation_expose_AccountMenu`. */
function exposeChunkName(key) {
  return `__federation_expose_${key.replace(/^\.\//, '').replace(/[^\w]/g, '_')}`;
}

/**
 * One file for the fragments a remote has on (nearly) every page: the shell's default layout and
 * the product cards mount them together, so as separate chunks each cost the page a request of
 * its own (issue 14: on `/en` the account remote alone came in seven files). Every module of
 * those exposes' own chunks moves into `first-load`; their chunks are left empty and dropped, so
 * loading any of them loads that one file. A module a page expose shares with them comes from the
 * same file, so such a page loads all of it: nothing more on a default-layout page, which has
 * the fragments anyway, but about 7 KB more on a first visit straight to checkout (its minimal
 * layout has none of them). What the fragments import dynamically (dialog bodies loaded when they
 * open) keeps its own chunks.
 */
function firstLoadSplit(exposes, firstLoad) {
  const unknown = firstLoad.filter((key) => !(key in exposes));
  if (unknown.length > 0) {
    throw new Error(`firstLoad names modules this remote does not expose: ${unknown.join(', ')}`);
  }
  const chunkNames = new Set(firstLoad.map(exposeChunkName));
  return {
    splitChunks: {
      cacheGroups: {
        firstLoad: {
          name: 'first-load',
          chunks: 'async',
          enforce: true,
          priority: 50,
          test: (module, { chunkGraph }) => {
            for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
              if (chunkNames.has(chunk.name)) return true;
            }
            return false;
          },
        },
      },
    },
  };
}

/**
 * The manifest plugin finds an expose's files through a chunk of the expose's own name; the
 * exposes firstLoadSplit emptied have none left, so their entries in `mf-manifest.json` (and its
 * stats twin) came out with no files, and the gateway would preload nothing for them. This fills
 * them from the exposes' chunk groups, which still list the files a load of the expose fetches.
 */
class FirstLoadManifestPlugin {
  constructor(firstLoad) {
    this.firstLoad = firstLoad;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstLoadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the manifest plugin (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
        { name: 'FirstLoadManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Map();
          for (const key of this.firstLoad) {
            const group = compilation.namedChunkGroups.get(exposeChunkName(key));
            if (!group) throw new Error(`no chunk group for the exposed ${key}`);
            const sync = group.getFiles().filter((file) => file.endsWith('.js'));
            // What the expose loads later (its dialogs' bodies): its chunk groups' descendants.
            const async = new Set();
            const seen = new Set();
            const visit = (parent) => {
              for (const child of parent.childrenIterable) {
                if (seen.has(child)) continue;
                seen.add(child);
                for (const file of child.getFiles()) {
                  if (file.endsWith('.js') && !sync.includes(file)) async.add(file);
                }
                visit(child);
              }
            };
            visit(group);
            files.set(key, { sync, async: [...async] });
          }
          for (const name of ['mf-manifest.json', 'mf-manifest-stats.json']) {
            const asset = compilation.getAsset(name);
            if (!asset) continue;
            const manifest = JSON.parse(asset.source.source().toString());
            for (const expose of manifest.exposes ?? []) {
              const js = files.get(expose.path);
              if (js && expose.assets?.js) expose.assets.js = js;
            }
            compilation.updateAsset(name, new sources.RawSource(JSON.stringify(manifest, null, 2)));
          }
        },
      );
    });
  }
}

module.exports = { exposeChunkName, firstLoadSplit, FirstLoadManifestPlugin };
