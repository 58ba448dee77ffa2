import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const caches = new Map<'ltr' | 'rtl', EmotionCache>();

/**
 * One emotion cache per direction. The rtl cache runs the RTL stylis plugin, which also flips
 * the few physical properties a library may still emit; our own styles use logical properties.
 */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  let cache = caches.get(direction);
  if (!cache) {
    cache =
      direction === 'rtl'
        ? createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] })
        : createCache({ key: 'css' });
    caches.set(direction, cache);
  }
  return cache;
}
