// Where the shell puts its webpack bundler runtime for the remotes (provide-bundler-runtime.mjs)
// and where a remote reads it (bundler-from-host.mjs).
export const BUNDLER_RUNTIME_GLOBAL = '__DUKKAN_FEDERATION_BUNDLER_RUNTIME__';
