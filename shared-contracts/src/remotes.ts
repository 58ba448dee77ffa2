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
  /** URL of the remote's `mf-manifest.json` (absolute or root-relative). */
  manifest: string;
  /** Deployed version folder, for humans and the e2e suite. */
  version: string;
}

/** The registry the shell fetches at boot. Keys are remote names. */
export type RemoteRegistry = Partial<Record<RemoteName, RemoteRegistryEntry>>;
