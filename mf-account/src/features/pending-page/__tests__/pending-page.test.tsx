import { screen } from '@testing-library/react';
import { ROUTES } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import SubstitutionPage from '../../../exposes/substitution-page';
import { en } from '../../../locales/en';
import { ar } from '../../../locales/ar';

describe('account pages before their feature issues', () => {
  it('shows the substitution reference in Arabic', async () => {
    await renderWithShell(<SubstitutionPage routeId="substitution" params={{ id: '000045' }} />, {
      locale: 'ar',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: ar.routes.substitution }),
    ).toBeInTheDocument();
    expect(screen.getByText('هذه الصفحة لم تُبنَ بعد.')).toBeInTheDocument();
  });

  it('shows the substitution reference', async () => {
    await renderWithShell(
      <SubstitutionPage routeId="substitution-success" params={{ id: '88' }} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Substitution confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reference: 88')).toBeInTheDocument();
  });

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
