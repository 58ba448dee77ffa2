import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as contracts from '@dukkan/contracts';
import { fakeFetch } from '../../../../test/fake-fetch';
import { renderShell } from '../../../../test/render-shell';
import { createShellServices } from '../../../app/services';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

// The real contracts, with the preload observed (issue 14: yup loads on the form's first use).
jest.mock('@dukkan/contracts', () => {
  const actual = jest.requireActual<typeof contracts>('@dukkan/contracts');
  return { ...actual, preloadSchemas: jest.fn(actual.preloadSchemas) };
});

async function renderFooter(path = '/en/privacy') {
  const network = fakeFetch(() => ({ body: { data: null } }));
  const services = createShellServices({
    needsAuthorization: contracts.needsAuthorization,
    fetch: network.fetch,
  });
  await renderShell(path, { services });
  return { network, footer: screen.getByRole('contentinfo') };
}

const newsletterSent = (network: ReturnType<typeof fakeFetch>) =>
  network.requests.some((r) => r.body?.includes('SubscribeToEmail'));

describe('the newsletter schema (loaded on first use)', () => {
  it('is not loaded with the page; a submit before it arrived waits for it and validates', async () => {
    const { footer, network } = await renderFooter('/ar/privacy');
    expect(contracts.loadedSchemas('ar')).toBeNull();
    expect(contracts.preloadSchemas).not.toHaveBeenCalled();
    await userEvent.click(within(footer).getByRole('button', { name: 'اشترك' }));
    expect(await within(footer).findByText('هذا الحقل مطلوب.')).toBeInTheDocument();
    expect(contracts.loadedSchemas('ar')).not.toBeNull();
    await waitFor(() => expect(newsletterSent(network)).toBe(false));
  });

  it('starts loading on the field’s first focus', async () => {
    const { footer } = await renderFooter();
    expect(contracts.preloadSchemas).not.toHaveBeenCalled();
    await userEvent.click(within(footer).getByRole('textbox', { name: 'E-mail address' }));
    expect(contracts.preloadSchemas).toHaveBeenCalled();
  });
});
