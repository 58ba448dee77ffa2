// What a remote's production build has in place of `@module-federation/webpack-bundler-runtime`
// (an exact alias for the path its federation entry imports, infra/build/index.cjs): the
// shell's copy of that glue, which `provide-bundler-runtime.mjs` puts on the page before any
// remote entry runs. The remote keeps its own `@module-federation/runtime` module, which
// carries the build's identity (FEDERATION_BUILD_IDENTIFIER) and its instance; of it the glue
// calls only `init` and `getRemoteEntry`, and nothing in a remote calls the rest (loadRemote and
// the like, with their error texts), so only those two are kept.
// The shell and the remotes must run the same version of the glue: the contract descriptor
// lists it among what the shell provides and what a remote needs (contract-descriptor.cjs
// FEDERATION_RUNTIME_SHARES), and the deploy gate refuses a pair that does not match.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './global-name.mjs';

const host = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!host) {
  throw new Error(
    "This remote uses the shell's webpack bundler runtime, and the page has none: load it from a shell built with createHostConfig (infra/build).",
  );
}

const federation = {
  runtime: { getRemoteEntry, init },
  instance: undefined,
  initOptions: undefined,
  // A copy per build: `S` is this build's share scopes, and a remote loads no other remote
  // (built with `disableRemote`), so it has no remote loader.
  bundlerRuntime: { ...host.bundlerRuntime, S: {}, remotes: undefined },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
