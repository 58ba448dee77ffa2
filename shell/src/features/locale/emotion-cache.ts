import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

const caches = new Map<'ltr' | 'rtl', EmotionCache>();

/**
 * One emotion cache per direction. The rtl cache runs the RTL stylis plugin, which also flips
 * the few physical properties a library may still emit; our own styles use logical properties.
 * It does not add the top-level stylis `prefixer`: that is stylis 4.4 while emotion runs its
 * own 4.2, and the 4.4 prefixer's rule lifting (`&::placeholder` of every text field) throws
 * inside emotion's serializer, so any /ar page with an input failed to render. The browsers we
 * serve need no vendor prefixes for our styles.
 */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  let cache = caches.get(direction);
  if (!cache) {
    cache =
      direction === 'rtl'
        ? createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] })
        : createCache({ key: 'css' });
    caches.set(direction, cache);
  }
  return cache;
}
