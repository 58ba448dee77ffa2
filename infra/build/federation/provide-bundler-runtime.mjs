// A runtime plugin of the shell (infra/build/index.cjs createHostConfig): it hands the shell's
// webpack bundler runtime to the remotes, as `provideExternalRuntime` hands them the runtime
// core. Without it every remoteEntry.js carries its own copy of the same glue (the share-scope
// negotiation, the consume loader and the container's init, with their error texts): about
// 11 KB raw and 3.5 KB gzip per remote, four times on home (issue 14).
// The remotes read it through `bundler-from-host.mjs`. Its functions keep no state of their own:
// each takes the calling build's `__webpack_require__` and reads that build's federation object
// (its instance, its options, its share scopes), so one copy serves every build on the page.
// `dukkan-federation-bundler/` is a webpack alias for the package's `dist` folder: the same
// modules the federation entry imports, so the shell does not carry them twice.
import federation from 'dukkan-federation-bundler/bundler.js';
// The shell exposes nothing, so its build drops the container's init (FEDERATION_HAS_EXPOSES);
// every remote needs it.
import { initContainerEntry } from 'dukkan-federation-bundler/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './global-name.mjs';

export default function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] = {
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  return { name: 'dukkan-provide-bundler-runtime' };
}
