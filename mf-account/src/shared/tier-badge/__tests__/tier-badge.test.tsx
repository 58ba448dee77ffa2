import { screen } from '@testing-library/react';
import { renderAccount } from '../../../../test/render-account';
import { drawerTexts } from '../../../locales/parts/drawer';
import { TierBadge } from '../tier-badge';

// The drawer's texts carry the tier names and badge texts, as the drawer reads them.
drawerTexts.register();

function Badges() {
  return (
    <>
      {['NONMEMBER', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM'].map((code) => (
        <TierBadge key={code} code={code} />
      ))}
    </>
  );
}

describe('the tier badge', () => {
  it('draws a named badge for BRONZE, SILVER and GOLD only (shell spec section 3)', async () => {
    await renderAccount(<Badges />, { locale: 'en' });
    const badges = screen.getAllByRole('img');
    expect(badges.map((badge) => badge.getAttribute('aria-label'))).toEqual([
      'Bronze tier badge',
      'Silver tier badge',
      'Gold tier badge',
    ]);
    expect(badges.map((badge) => badge.getAttribute('data-tier'))).toEqual([
      'BRONZE',
      'SILVER',
      'GOLD',
    ]);
  });

  it('names the badges in Arabic', async () => {
    await renderAccount(<Badges />, { locale: 'ar' });
    expect(screen.getByRole('img', { name: 'شارة المستوى الذهبي' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'شارة المستوى البرونزي' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
