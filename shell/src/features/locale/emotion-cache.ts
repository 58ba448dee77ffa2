import createCache from '@emotion/cache';
import { EMOTION_KEY } from '@dukkan/contracts';

/**
 * The app's emotion cache, for both directions. Styles use logical properties (and the inline
 * sign for the few transforms, contracts `inlineSign`), so an Arabic page needs no rewritten copy
 * of a rule: no RTL stylis plugin, whose cssjanus pass and second parse of every rule took 100 to
 * 200 ms of an Arabic page's first render on a 4x slowed CPU (issue 14), and one cache serves a
 * language switch without inserting every rule again. `npm test` keeps physical properties out
 * of the packages' styles (infra/build/__tests__/logical-styles.test.js).
 * It does not add the top-level stylis `prefixer` either: that is stylis 4.4 while emotion runs
 * its own 4.2, and the 4.4 prefixer's rule lifting (`&::placeholder` of every text field) throws
 * inside emotion's serializer. The browsers we serve need no vendor prefixes for our styles.
 * Its key is the first screens' (contracts `EMOTION_KEY`): created before the app's first render,
 * it takes the rules of the first screen's style element as inserted, so the takeover does not
 * compile and insert them again.
 */
export const emotionCache = createCache({ key: EMOTION_KEY });
