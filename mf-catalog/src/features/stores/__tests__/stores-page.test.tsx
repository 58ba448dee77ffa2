import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import InfoPage from '../../../exposes/info-page';

const store = (id: number, name: string, city: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'StoreLocation',
  id,
  code: `store-${id}`,
  name,
  address: `${id} Nile Street`,
  phone_number: '0221234567',
  latitude: 30.05,
  longitude: 31.23,
  is_active: true,
  type: 'STORE',
  working_hours: [
    { __typename: 'StoreWorkingHours', days: 'Saturday - Thursday', open: '09:00', close: '23:00' },
  ],
  city: { __typename: 'StoreCity', id: city.length, name: city },
  ...extra,
});

function network() {
  return fakeGraphQL({
    CmsPage: () => ({ cmsPage: null }),
    AllStores: () => ({
      getAllStores: [
        store(1, 'Zamalek', 'Cairo'),
        store(2, 'Smouha', 'Alexandria'),
        store(3, 'Maadi', 'Cairo'),
        store(4, 'Closed branch', 'Cairo', { is_active: false }),
      ],
    }),
  });
}

describe('stores page', () => {
  it('lists the active stores by city with phone, hours and a map link', async () => {
    await renderWithShell(network().wrap(<InfoPage routeId="stores" params={{}} />));
    const cairo = await screen.findByRole('region', { name: 'Cairo' });
    const names = within(cairo)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Maadi', 'Zamalek']);
    expect(screen.getByRole('region', { name: 'Alexandria' })).toBeInTheDocument();
    expect(screen.queryByText('Closed branch')).not.toBeInTheDocument();
    const zamalek = within(cairo).getByRole('listitem', { name: 'Zamalek' });
    expect(within(zamalek).getByRole('link', { name: '0221234567' })).toHaveAttribute(
      'href',
      'tel:0221234567',
    );
    expect(within(zamalek).getByText('09:00 to 23:00')).toBeInTheDocument();
    expect(within(zamalek).getByRole('link', { name: 'Show Zamalek on the map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=30.05,31.23',
    );
  });

  it('names the list and the map links in Arabic', async () => {
    await renderWithShell(network().wrap(<InfoPage routeId="stores" params={{}} />), {
      locale: 'ar',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'فروعنا' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'عرض Zamalek على الخريطة' }),
    ).toBeInTheDocument();
  });
});
