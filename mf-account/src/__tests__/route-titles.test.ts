import { ROUTES } from '@dukkan/contracts';
import { en } from '../locales/en';
import { ar } from '../locales/ar';

describe('route titles', () => {
  it('has an English and an Arabic title for every route the account remote owns', () => {
    const owned = ROUTES.filter((route) => route.module.startsWith('account/'));
    expect(owned.length).toBeGreaterThan(0);
    for (const route of owned) {
      expect([route.id, typeof (en.routes as Record<string, string>)[route.id]]).toEqual([
        route.id,
        'string',
      ]);
      expect([route.id, typeof (ar.routes as Record<string, string>)[route.id]]).toEqual([
        route.id,
        'string',
      ]);
    }
  });
});
