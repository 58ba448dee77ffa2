import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressFormProps, AddressFormResult } from '@dukkan/contracts';
import { renderAccount } from '../../../../test/render-account';
import { addressRegions } from '../../../../test/address-fixtures';
import AddressForm from '../../../exposes/address-form';
import { START } from '../map/pin-map';

jest.setTimeout(20_000);

const TILES = {
  url: 'http://tiles.test/{z}/{x}/{y}.png',
  attribution: '© Test <Maps>',
  maxZoom: 19,
};

const area = (id: number, name: string) => ({ __typename: 'AreaName', id, name });
const inRange = {
  districtAt: {
    __typename: 'DistrictAtResult',
    in_range: true,
    reason: null,
    region: area(1, 'Cairo'),
    city: area(1, 'Nasr City'),
    district: area(3, 'Makram Ebeid'),
  },
};
const outside = {
  districtAt: {
    __typename: 'DistrictAtResult',
    in_range: false,
    reason: 'TOO_FAR',
    region: null,
    city: null,
    district: null,
  },
};

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(TILES) }),
  );
  global.fetch = fetchMock;
});

type Answer = typeof inRange | typeof outside;

async function renderForm(districtAt: Answer | Answer[], locale: 'en' | 'ar' = 'en') {
  const user = userEvent.setup();
  const onSubmit = jest.fn((_result: AddressFormResult) => Promise.resolve());
  const props: AddressFormProps = { onSubmit };
  const answers = (Array.isArray(districtAt) ? districtAt : [districtAt]).map(
    (answer): (() => Answer) =>
      () =>
        answer,
  );
  const view = await renderAccount(<AddressForm {...props} />, {
    locale,
    service: { RegionsForCountry: () => addressRegions, DistrictAt: answers },
  });
  const emitted: string[] = [];
  view.bus.on('*', (type) => emitted.push(String(type)));
  return { ...view, user, emitted };
}

/** Opens the picker and waits for the map and the first point's answer. */
async function openPicker(user: ReturnType<typeof userEvent.setup>, open = /on the map/) {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^City|^المدينة/ })).toBeEnabled(),
  );
  await user.click(screen.getByRole('button', { name: open }));
  const dialog = await screen.findByRole('dialog');
  // jsdom loads no stylesheet: the picker's <link> is told it loaded.
  await waitFor(() => expect(document.querySelector('link[data-dukkan="leaflet"]')).not.toBeNull());
  act(() => {
    document.querySelector('link[data-dukkan="leaflet"]')?.dispatchEvent(new Event('load'));
  });
  const map = within(dialog).getByRole('application');
  await waitFor(() => expect(map.querySelector('.leaflet-marker-icon')).not.toBeNull());
  return { dialog, map };
}

describe('the address form map picker', () => {
  // First: the configuration is read once per page, and kept once read.
  it('says so when the map configuration cannot be read, and tries again', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve({ ok: false, status: 502 }));
    const { user } = await renderForm(inRange);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^City/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /on the map/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The map could not be loaded.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/map-config.json', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    act(() => {
      document.querySelector('link[data-dukkan="leaflet"]')?.dispatchEvent(new Event('load'));
    });
    await waitFor(() =>
      expect(
        within(dialog).getByRole('application').querySelector('.leaflet-marker-icon'),
      ).not.toBeNull(),
    );
  });
  it('fills city, area and district from the district under the pin', async () => {
    const { user, emitted, variablesOf } = await renderForm(inRange);
    const { dialog, map } = await openPicker(user);
    expect(emitted).toContain('open-map-location');
    // The tiles and the attribution come from the configuration, the attribution as text.
    await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^http:\/\/tiles\.test\/12\/\d+\/\d+\.png$/,
    );
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toBe('© Test <Maps>');
    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('Delivery district: Makram Ebeid, Nasr City, Cairo'),
    );
    expect(variablesOf('DistrictAt')[0]).toEqual({ latitude: START.lat, longitude: START.lng });
    await user.click(within(dialog).getByRole('button', { name: 'Use this location' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveDisplayValue('Cairo');
    expect(screen.getByRole('combobox', { name: /^Area/ })).toHaveDisplayValue('Nasr City');
    expect(screen.getByRole('combobox', { name: /^District/ })).toHaveDisplayValue('Makram Ebeid');
    expect(
      screen.getByText(
        'City, area and district filled from the map: Makram Ebeid, Nasr City, Cairo.',
      ),
    ).toBeInTheDocument();
  });

  it('moves the pin with the arrow keys, looks the new point up, and confirms with Enter', async () => {
    const { user, variablesOf } = await renderForm([inRange, inRange, inRange]);
    const { map } = await openPicker(user);
    await waitFor(() => expect(variablesOf('DistrictAt')).toHaveLength(1));
    expect(map).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(variablesOf('DistrictAt')).toHaveLength(2));
    const east = variablesOf('DistrictAt')[1] as { latitude: number; longitude: number };
    expect(east.longitude).toBeGreaterThan(START.lng);
    expect(east.latitude).toBeCloseTo(START.lat, 3);
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(variablesOf('DistrictAt')).toHaveLength(3));
    const north = variablesOf('DistrictAt')[2] as { latitude: number; longitude: number };
    expect(north.latitude).toBeGreaterThan(START.lat);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use this location' })).toBeEnabled(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: /^District/ })).toHaveDisplayValue('Makram Ebeid');
  });

  it('shows the out-of-range dialog for a point outside the delivery areas, with both ways on', async () => {
    const { user, emitted } = await renderForm([outside, inRange]);
    const { dialog } = await openPicker(user);
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'This point is outside our delivery areas.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Use this location' }));
    const warning = await screen.findByRole('alertdialog', {
      name: 'This address is out of the chosen area',
    });
    expect(emitted).toContain('out-of-range');
    expect(warning).toHaveAccessibleDescription(
      'This address is out of the delivery range and cannot be chosen.',
    );
    expect(screen.getByRole('combobox', { name: /^District/ })).toHaveValue('');
    // Another point: the picker opens again.
    await user.click(within(warning).getByRole('button', { name: 'Pick another location' }));
    const again = await screen.findByRole('dialog', { name: 'Pick your location' });
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes the shopper to the area selects from the out-of-range dialog', async () => {
    const { user } = await renderForm(outside);
    const { dialog } = await openPicker(user);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Use this location' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Use this location' }));
    const warning = await screen.findByRole('alertdialog');
    await user.click(within(warning).getByRole('button', { name: 'Choose another area' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^City/ })).toHaveFocus());
  });

  it('treats a matched district the form does not offer as out of range', async () => {
    const unserved = {
      districtAt: { ...inRange.districtAt, district: area(4, 'No Store') },
    };
    const { user } = await renderForm(unserved);
    const { dialog } = await openPicker(user);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Use this location' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Use this location' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^District/ })).toHaveValue('');
  });

  it('speaks Arabic in the picker and the out-of-range dialog', async () => {
    const { user } = await renderForm(outside, 'ar');
    const { dialog } = await openPicker(user, /على الخريطة/);
    expect(dialog).toHaveAccessibleName('حدد موقعك');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'هذه النقطة خارج مناطق التوصيل لدينا.',
      ),
    );
    // The map keeps its left-to-right layout on an Arabic page.
    expect(within(dialog).getByRole('application')).toHaveAttribute('dir', 'ltr');
    await user.click(within(dialog).getByRole('button', { name: 'استخدم هذا الموقع' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'هذا العنوان خارج المنطقة المختارة' }),
    ).toBeInTheDocument();
  });
});
