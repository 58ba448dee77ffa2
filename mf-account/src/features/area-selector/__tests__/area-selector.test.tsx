import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { renderAccount } from '../../../../test/render-account';
import type { FirstDeliveryIntervalQuery } from '../graphql/__generated__/first-delivery-interval';
import type { RegionsForCountryQuery } from '../../../shared/areas/graphql/__generated__/regions-for-country';
import AreaSelector from '../../../exposes/area-selector';
import AddressSelectorModal from '../../../exposes/address-selector-modal';

const choice = {
  city: { id: '1', name: 'Nasr City' },
  region: { id: '1' },
  district: { id: '3', name: 'Makram Ebeid' },
  defaultOrderSource: 'cairo_nasr_city',
};

const store = (code: string | null) =>
  code ? { __typename: 'StoreLocation' as const, code } : null;
const district = (id: number, name: string, source: string | null, active = true) => ({
  __typename: 'District' as const,
  id,
  code: `district-${id}`,
  name,
  is_active: active,
  source_code: source,
  available_store: store(source),
});

type Region = NonNullable<NonNullable<RegionsForCountryQuery['regionsForCountry']>[number]>;
type City = NonNullable<NonNullable<Region['cities']>[number]>;
const city = (id: number, name: string, districts: City['districts'], active = true): City => ({
  __typename: 'City',
  id,
  code: `city-${id}`,
  name,
  is_active: active,
  districts,
});
const region = (id: number, name: string, cities: Region['cities'], active = true): Region => ({
  __typename: 'Region',
  id,
  code: `region-${id}`,
  name,
  is_active: active,
  cities,
});

/** The service's regions, with what must not be offered mixed in. */
const regions: Omit<RegionsForCountryQuery, '__typename'> = {
  regionsForCountry: [
    region(1, 'Cairo', [
      city(1, 'Nasr City', [
        district(1, '7th District', 'cairo_nasr_city'),
        district(2, 'Closed District', 'cairo_nasr_city', false),
        district(3, 'Makram Ebeid', 'cairo_nasr_city'),
      ]),
      city(3, 'New Cairo', [district(9, 'Madinaty', null)]),
      city(5, 'Closed City', [district(12, 'Somewhere', 'cairo_maadi')], false),
    ]),
    region(2, 'Giza', [city(6, 'Dokki', [district(13, 'Mesaha Square', 'giza_dokki')])]),
    region(3, 'Alexandria', [city(9, 'Smouha', [])]),
    region(4, 'Closed Region', [city(10, 'X', [district(20, 'Y', 'giza_dokki')])], false),
  ],
};

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const firstInterval = (): Omit<FirstDeliveryIntervalQuery, '__typename'> => ({
  firstDeliveryInterval: {
    __typename: 'FirstDeliveryInterval',
    day: today(),
    interval_id: 3,
    from: '15:00',
    to: '18:00',
  },
});

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('area selector, header', () => {
  it('shows the saved district and its first delivery time, and asks the shell to open the dialog', async () => {
    const user = userEvent.setup();
    const view = await renderAccount(<AreaSelector variant="header" />, {
      choice,
      service: { FirstDeliveryInterval: firstInterval },
    });
    const open = jest.fn();
    view.bus.on('open-store-selection', open);
    const button = await screen.findByRole('button', {
      name: 'Delivering to Makram Ebeid Earliest delivery: Today 3:00 PM - 6:00 PM',
    });
    expect(view.variablesOf('FirstDeliveryInterval')).toEqual([{ districtId: 3 }]);
    await user.click(button);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says it in Arabic', async () => {
    await renderAccount(<AreaSelector variant="header" />, {
      choice: { ...choice, district: { id: '3', name: 'مكرم عبيد' } },
      locale: 'ar',
      service: { FirstDeliveryInterval: firstInterval },
    });
    expect(await screen.findByText('أقرب موعد توصيل: اليوم ٣:٠٠ م - ٦:٠٠ م')).toBeInTheDocument();
    expect(screen.getByText('التوصيل إلى مكرم عبيد')).toBeInTheDocument();
  });

  it('prompts to select an area while none is saved', async () => {
    const view = await renderAccount(<AreaSelector variant="header" />);
    expect(screen.getByRole('button', { name: 'Select your area' })).toBeInTheDocument();
    expect(view.network.calls).toHaveLength(0);
  });
});

describe('area selector, dialog', () => {
  async function dialog(options: { choice?: typeof choice } = {}) {
    const user = userEvent.setup();
    const view = await renderAccount(<AreaSelector variant="dialog" />, {
      ...options,
      service: { RegionsForCountry: () => regions, FirstDeliveryInterval: firstInterval },
    });
    const selects = {
      region: screen.getByRole('combobox', { name: /City/ }),
      city: screen.getByRole('combobox', { name: /Area/ }),
      district: screen.getByRole('combobox', { name: /District/ }),
    };
    return { ...view, user, selects, save: screen.getByRole('button', { name: 'Confirm area' }) };
  }

  it('asks the service for the active areas of EG and keeps the selects disabled while fetching', async () => {
    let answer: (value: typeof regions) => void = () => undefined;
    const pending = new Promise<typeof regions>((resolve) => (answer = resolve));
    const view = await renderAccount(<AreaSelector variant="dialog" />, {
      service: {
        RegionsForCountry: () => pending,
      },
    });
    for (const name of [/City/, /Area/, /District/])
      expect(screen.getByRole('combobox', { name })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the delivery areas…');
    // The city's hint is there from the start: the fields under it do not move when the list comes.
    const city = screen.getByRole('combobox', { name: /City/ });
    expect(city).toHaveAccessibleDescription('You must select your city');
    await act(() => {
      answer(regions);
      return Promise.resolve();
    });
    expect(await screen.findByRole('option', { name: 'Cairo' })).toBeInTheDocument();
    expect(view.variablesOf('RegionsForCountry')).toEqual([{ countryId: 'EG', isActive: true }]);
    expect(screen.getByRole('combobox', { name: /City/ })).toBeEnabled();
    expect(city).toHaveAccessibleDescription('You must select your city');
  });

  it('offers only active areas whose districts have a store, and regions only with such cities', async () => {
    const view = await dialog();
    await screen.findByRole('option', { name: 'Cairo' });
    expect(optionsOf(view.selects.region)).toEqual(['Choose…', 'Cairo', 'Giza']);
    await view.user.selectOptions(view.selects.region, 'Cairo');
    expect(optionsOf(view.selects.city)).toEqual(['Choose…', 'Nasr City']);
    await view.user.selectOptions(view.selects.city, 'Nasr City');
    expect(optionsOf(view.selects.district)).toEqual(['Choose…', '7th District', 'Makram Ebeid']);
  });

  it('gives the spec select hints and keeps save disabled until a district is chosen', async () => {
    const view = await dialog();
    await screen.findByRole('option', { name: 'Cairo' });
    expect(view.selects.region).toHaveAccessibleDescription('You must select your city');
    expect(view.selects.city).toHaveAccessibleDescription('You must select City first');
    expect(view.selects.district).toHaveAccessibleDescription('You must select City first');
    expect(view.save).toBeDisabled();
    await view.user.selectOptions(view.selects.region, 'Cairo');
    await view.user.selectOptions(view.selects.city, 'Nasr City');
    expect(view.selects.district).toHaveAccessibleDescription('You must select your District');
    expect(view.save).toBeDisabled();
    await view.user.selectOptions(view.selects.district, 'Makram Ebeid');
    expect(view.save).toBeEnabled();
  });

  it('clears the area and district when the city (region) changes', async () => {
    const view = await dialog({ choice });
    await screen.findByRole('option', { name: 'Cairo' });
    expect(view.selects.region).toHaveValue('1');
    expect(view.selects.city).toHaveValue('1');
    expect(view.selects.district).toHaveValue('3');
    await view.user.selectOptions(view.selects.region, 'Giza');
    expect(view.selects.city).toHaveValue('');
    expect(view.selects.district).toHaveValue('');
    expect(view.selects.district).toBeDisabled();
    expect(view.save).toBeDisabled();
  });

  it('shows the first delivery time of the chosen district and saves the choice with its store', async () => {
    const view = await dialog();
    const changed = jest.fn();
    view.bus.on('store:changed', changed);
    await screen.findByRole('option', { name: 'Cairo' });
    await view.user.selectOptions(view.selects.region, 'Giza');
    await view.user.selectOptions(view.selects.city, 'Dokki');
    await view.user.selectOptions(view.selects.district, 'Mesaha Square');
    expect(
      await screen.findByText('Earliest delivery: Today 3:00 PM - 6:00 PM'),
    ).toBeInTheDocument();
    await view.user.click(view.save);
    const saved = {
      city: { id: '6', name: 'Dokki' },
      region: { id: '2' },
      district: { id: '13', name: 'Mesaha Square' },
      defaultOrderSource: 'giza_dokki',
    };
    expect(view.store.get().choice).toEqual(saved);
    expect(changed).toHaveBeenCalledWith({ choice: saved });
  });

  it('says when no delivery time is open this week', async () => {
    const user = userEvent.setup();
    await renderAccount(<AreaSelector variant="dialog" />, {
      service: {
        RegionsForCountry: () => regions,
        FirstDeliveryInterval: () => ({ firstDeliveryInterval: null }),
      },
    });
    await screen.findByRole('option', { name: 'Cairo' });
    await user.selectOptions(screen.getByRole('combobox', { name: /City/ }), 'Giza');
    await user.selectOptions(screen.getByRole('combobox', { name: /Area/ }), 'Dokki');
    await user.selectOptions(screen.getByRole('combobox', { name: /District/ }), 'Mesaha Square');
    expect(await screen.findByText('No delivery time is open this week')).toBeInTheDocument();
  });

  it('says so when the areas cannot be loaded, with a retry', async () => {
    let fail = true;
    const user = userEvent.setup();
    await renderAccount(<AreaSelector variant="dialog" />, {
      service: {
        RegionsForCountry: () => (fail ? graphqlError('Internal server error') : regions),
      },
    });
    expect(await screen.findByText('The delivery areas could not be loaded.')).toBeInTheDocument();
    fail = false;
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('option', { name: 'Cairo' })).toBeInTheDocument();
  });
});

describe('account fragments of later issues', () => {
  it('render nothing yet', async () => {
    const { container } = await renderWithShell(<AddressSelectorModal />);
    expect(container).toBeEmptyDOMElement();
  });
});
