// The module every production build shares under the key `react-i18next` (infra/build/index.cjs
// FACADES): the hook and the i18next plugin the packages use, instead of the whole package
// (issue 14). The rest of it (Trans and its HTML parser, the ICU components, the HOCs and the SSR
// helpers) is not used by any package. `dukkan-facade-source/react-i18next` is a webpack alias
// for the package's own ES module entry, so the share key does not match it and the facade does
// not consume itself. The hook is the facade's own (use-translation.mjs): the package's answer,
// with the work that is the same for every component of a namespace done once.
// A name used by any package and missing here fails infra/build/__tests__/facades.test.js.
export { initReactI18next } from 'dukkan-facade-source/react-i18next';
export { useTranslation } from './use-translation.mjs';
