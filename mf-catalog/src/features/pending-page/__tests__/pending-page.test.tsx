import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { ROUTES } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import InfoPage from '../../../exposes/info-page';
import ViewMorePage from '../../../exposes/view-more-page';
import { en } from '../../../locales/en';
import { ar } from '../../../locales/ar';

/** The pages still pending (home, brands, deals, featured and the url resolver are built: see their features). */
const PENDING: Record<string, ComponentType<RoutePageProps>> = {
  'catalog/InfoPage': InfoPage,
  'catalog/ViewMorePage': ViewMorePage,
};

describe('catalog pages before their feature issues', () => {
  it.each([
    ['about', 'About us', 'من نحن'],
    ['contact', 'Contact us', 'اتصل بنا'],
    ['faqs', 'Frequently asked questions', 'الأسئلة الشائعة'],
    ['terms', 'Terms and conditions', 'الشروط والأحكام'],
    ['privacy', 'Privacy policy', 'سياسة الخصوصية'],
    ['loyalty-points-system', 'Loyalty points system', 'نظام نقاط الولاء'],
  ])(
    'the information page %s is titled "%s" in English and "%s" in Arabic',
    async (routeId, english, arabic) => {
      const first = await renderWithShell(<InfoPage routeId={routeId} params={{}} />);
      expect(screen.getByRole('heading', { level: 1, name: english })).toBeInTheDocument();
      expect(screen.getByText('This page is not built yet.')).toBeInTheDocument();
      first.unmount();
      await renderWithShell(<InfoPage routeId={routeId} params={{}} />, { locale: 'ar' });
      expect(screen.getByRole('heading', { level: 1, name: arabic })).toBeInTheDocument();
      expect(screen.getByText('هذه الصفحة لم تُبنَ بعد.')).toBeInTheDocument();
    },
  );

  it('has an English and an Arabic title for every route the catalog owns', async () => {
    const owned = ROUTES.filter((route) => route.module.startsWith('catalog/'));
    expect(owned.length).toBeGreaterThan(0);
    for (const route of owned) {
      const titles = [en.routes, ar.routes].map((r) => (r as Record<string, string>)[route.id]);
      expect(titles).toEqual([expect.any(String), expect.any(String)]);
      const Page = PENDING[route.module];
      if (!Page) continue;
      const view = await renderWithShell(<Page routeId={route.id} params={{}} />);
      expect(screen.getByRole('heading', { level: 1, name: titles[0] })).toBeInTheDocument();
      view.unmount();
    }
  });
});
