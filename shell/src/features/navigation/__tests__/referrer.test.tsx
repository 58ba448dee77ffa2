import { act, waitFor } from '@testing-library/react';
import { renderShell } from '../../../../test/render-shell';
import { isRememberedReferrer } from '../../../shared/services/referrer';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

describe('referrer memory and back navigation', () => {
  it.each([
    ['/deals', true],
    ['/account/orders', true],
    ['/login', false],
    ['/register', false],
    ['/auth/recover', false],
    ['/temp-login', false],
  ])('%s is remembered as the referrer: %p', (path, remembered) => {
    expect(isRememberedReferrer(path)).toBe(remembered);
  });

  it('back navigation returns to the previous page, skipping login and register', async () => {
    const { router, services } = await renderShell('/en/deals?sort=price');
    await act(() => router.navigate('/en/login'));
    await act(() => router.navigate('/en/register'));
    expect(services.referrer.store.getState().referrer).toBe('/en/deals?sort=price');
    act(() => services.bus.emit('navigate-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/deals'));
    expect(router.state.location.search).toBe('?sort=price');
  });

  it('back navigation goes home without a referrer, in the current language', async () => {
    const { router, services } = await renderShell('/ar/brands');
    act(() => services.bus.emit('navigate-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar'));
  });

  it('back navigation keeps the current language when the referrer was in the other one', async () => {
    const { router, services } = await renderShell('/en/deals');
    await act(() => router.navigate('/ar/brands'));
    act(() => services.bus.emit('navigate-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/deals'));
  });
});
