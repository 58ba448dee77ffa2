/**
 * The four remotes. `name` is the Module Federation container name and the first segment of
 * every module id it exposes (`cart/AddToCart`); `folder` is the package folder in the repo.
 */
export const REMOTES = {
  catalog: { folder: 'mf-catalog', i18nNamespace: 'catalog' },
  cart: { folder: 'mf-cart-checkout', i18nNamespace: 'cart' },
  account: { folder: 'mf-account', i18nNamespace: 'account' },
  search: { folder: 'mf-search', i18nNamespace: 'search' },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** One line of `/remotes.json`: where the current build of a remote lives. */
export interface RemoteRegistryEntry {
  /**
   * URL of the remote's `remoteEntry.js` (absolute or root-relative): what the shell registers
   * the remote by. The shell's federation runtime is built without the manifest loader (issue 14:
   * about 3 KB gzip and a request per remote less on a first visit).
   */
  entry: string;
  /**
   * URL of the remote's `mf-manifest.json`, beside the entry: what the gateway reads to preload a
   * page's chunks, and what shells built before `entry` existed register the remote by.
   */
  manifest: string;
  /** Deployed version folder, for humans and the e2e suite. */
  version: string;
  /**
   * sha256 of the version folder's `server-files.json` (the files a gateway reads itself, with
   * their sha256): a gateway fetching versions from a static origin checks them against it.
   * The shell does not read it.
   */
  server?: string;
}

/** The registry the shell fetches at boot. Keys are remote names. */
export type RemoteRegistry = Partial<Record<RemoteName, RemoteRegistryEntry>>;
