// Registers the `account` namespace's texts on the shared i18next, in the page's language only
// (issue 14; contracts `registerTexts`). A module of this remote evaluates this first, which
// registers only the texts of the parts on every page (locales/<locale>/every-page.ts, chunk
// `texts-<locale>`). Every other part of the namespace arrives with the code that shows it
// (locales/parts): a page's module registers its parts when evaluated, and the shell's loader
// waits for them; a dialog's loader reads its part beside the dialog's code.
import i18next from 'i18next';
import { REMOTES, loadTexts, mergeTexts, registerTexts } from '@dukkan/contracts';
import type { Texts, TextsLoader } from '@dukkan/contracts';

export const NS = REMOTES.account.i18nNamespace;

registerTexts(i18next, NS, (locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "texts-ar" */ './locales/ar/every-page').then(
        (texts) => texts.everyPageAr,
      )
    : import(/* webpackChunkName: "texts-en" */ './locales/en/every-page').then(
        (texts) => texts.everyPageEn,
      ),
);

/** A part of the namespace's texts: one file per language, read with the code that shows it. */
export interface TextsPart {
  /**
   * Adds the part to the namespace; it is read at once in the languages already read, and in
   * the other one if the page switches to it. A page's module calls this when evaluated: the
   * shell's loader (contracts `loadTexts`) waits for it before the page renders.
   */
  register(): void;
  /** Adds the part and resolves once it is there in the page's language (dialogs' loaders). */
  load(): Promise<void>;
}

/**
 * A part read by `loader`. Its chunks are named `texts-<locale>-<part>` when only pages read it,
 * so the gateway preloads a page's parts with its code; a part that an every-page fragment's
 * dialog reads on demand is named `deferred-texts-<locale>-<part>`, which the gateway leaves
 * alone (it preloads every `texts-<locale>…` file it finds under the layout's fragments).
 */
export function textsPart(loader: TextsLoader): TextsPart {
  const register = () => registerTexts(i18next, NS, loader);
  return {
    register,
    load: () => {
      register();
      return loadTexts(i18next, NS);
    },
  };
}

/** Files of one part (given the same chunk name, so they come in one request), merged. */
export function mergedFiles(...files: Promise<Texts>[]): Promise<Texts> {
  return Promise.all(files).then((texts) => texts.reduce<Texts>(mergeTexts, {}));
}
