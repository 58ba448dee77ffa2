import { mayPrefetch } from '../rules/idle';

function navigatorWith(connection?: { saveData?: boolean; effectiveType?: string }) {
  return { connection } as unknown as Navigator;
}

describe('mayPrefetch (commerce spec section 9: no prefetch on 2g or with data saver)', () => {
  it('refuses with data saver on, on 2g and on slow 2g', () => {
    expect(mayPrefetch(navigatorWith({ saveData: true, effectiveType: '4g' }))).toBe(false);
    expect(mayPrefetch(navigatorWith({ effectiveType: '2g' }))).toBe(false);
    expect(mayPrefetch(navigatorWith({ effectiveType: 'slow-2g' }))).toBe(false);
  });

  it('allows on 3g and 4g, and where the browser gives no connection hints', () => {
    expect(mayPrefetch(navigatorWith({ effectiveType: '3g', saveData: false }))).toBe(true);
    expect(mayPrefetch(navigatorWith({ effectiveType: '4g' }))).toBe(true);
    expect(mayPrefetch(navigatorWith(undefined))).toBe(true);
    expect(mayPrefetch(undefined)).toBe(true);
  });
});
