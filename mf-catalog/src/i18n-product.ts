// Adds the product page's texts (the stock-back form and the page's extras: highlights, size
// chart, videos, section) to the `catalog` namespace. Only the `/{url_key}` page imports this
// module, so home and the other pages do not download them (the home page's first-load bytes
// budget); like the rest of the namespace, each language is a file read in the page's language.
import i18next from 'i18next';
import { registerTexts } from '@dukkan/contracts';
import { NS } from './i18n';

registerTexts(i18next, NS, (locale) =>
  locale === 'ar'
    ? import(/* webpackChunkName: "texts-ar-product" */ './locales/product-ar').then(
        (texts) => texts.productTextsAr,
      )
    : import(/* webpackChunkName: "texts-en-product" */ './locales/product-en').then(
        (texts) => texts.productTextsEn,
      ),
);
