/**
 * The folding tables of search, shared by dukkan_normalize() (migration 012) and the query side
 * (src/search/normalize.ts). They live beside the migrations so that a change here is a
 * migration change (the tests' database template is keyed by the migration sources); changing
 * them needs a new migration that recreates the function and the generated search columns.
 */
export const FOLD_FROM = 'أإآٱؤئةىگچڤپ٠١٢٣٤٥٦٧٨٩éèêëáàâäíìîïóòôöúùûüçñÉÈÊËÁÀÂÄÍÌÎÏÓÒÔÖÚÙÛÜÇÑ';
export const FOLD_TO = 'ااااويهيكجفب0123456789eeeeaaaaiiiioooouuuucnEEEEAAAAIIIIOOOOUUUUCN';
/** Removed characters: tashkeel U+064B-U+0652, superscript alef U+0670, tatweel U+0640, hamza U+0621. */
export const FOLD_REMOVE = /[\u064B-\u0652\u0670\u0640\u0621]/g;
