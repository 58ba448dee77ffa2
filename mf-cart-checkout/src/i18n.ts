// Registers the `cart` namespace's texts on the shared i18next: each language in a file of its
// own, read on first use in the page's language only (issue 14; contracts `registerTexts`). The
// gateway preloads the page language's file by its chunk name, `texts-<locale>`.
import i18next from 'i18next';
import { REMOTES, registerTexts } from '@dukkan/contracts';

export const NS = REMOTES.cart.i18nNamespace;

registerTexts(i18next, NS, (locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "texts-ar" */ './locales/ar').then((texts) => texts.ar)
    : import(/* webpackChunkName: "texts-en" */ './locales/en').then((texts) => texts.en),
);
