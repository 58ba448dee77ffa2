// Registers the `account` namespace (en and ar) on the shared i18next once, when the first
// exposed module of this remote is evaluated. The shell initialises i18next before loading
// remotes; in tests and the harness the bundles are added as soon as init runs.
import i18next from 'i18next';
import { REMOTES } from '@dukkan/contracts';
import { ar } from './locales/ar';
import { en } from './locales/en';

export const NS = REMOTES.account.i18nNamespace;

function register(): void {
  i18next.addResourceBundle('en', NS, en, true, true);
  i18next.addResourceBundle('ar', NS, ar, true, true);
}

if (i18next.isInitialized) register();
else i18next.on('initialized', register);
