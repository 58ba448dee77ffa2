import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analyticsItem, ecommerceOf, useShell } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell } from '../../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** A remote page that reports what the shopper did through `useShell().analytics`. */
function CartPageRemote() {
  const { analytics } = useShell();
  const milk = analyticsItem(
    { sku: 'MILK-1L', name: 'Milk 1 L', price: 42.5, parentSku: null },
    { quantity: 2 },
  );
  return (
    <>
      <h1>Cart</h1>
      <button type="button" onClick={() => analytics.track('add_to_cart', ecommerceOf([milk]))}>
        Add milk
      </button>
      <button type="button" onClick={() => analytics.track('search', { search_term: 'لبن' })}>
        Search milk
      </button>
    </>
  );
}

beforeEach(() => {
  delete window.dataLayer;
  loadRemoteMock.mockImplementation((id: string) =>
    Promise.resolve({ default: id === 'cart/CartPage' ? CartPageRemote : () => null }),
  );
});

describe.each<Locale>(['en', 'ar'])('analytics from a remote (/%s)', (locale) => {
  it('pushes an e-commerce event to window.dataLayer in the GA4 shape, in EGP', async () => {
    await renderShell(`/${locale}/cart`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add milk' }));
    expect(window.dataLayer).toEqual([
      // GA4 asks for the previous ecommerce object to be cleared before each e-commerce event.
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EGP',
          value: 85,
          items: [{ item_id: 'MILK-1L', item_name: 'Milk 1 L', price: 42.5, quantity: 2 }],
        },
      },
    ]);
  });

  it('pushes any other event flat, under its GA4 name', async () => {
    await renderShell(`/${locale}/cart`);
    await userEvent.click(await screen.findByRole('button', { name: 'Search milk' }));
    expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'لبن' }]);
  });
});

it('pushes nothing of its own: rendering pages and navigating leaves the data layer empty', async () => {
  const { router } = await renderShell('/en/cart');
  await screen.findByRole('heading', { name: 'Cart' });
  await act(() => router.navigate('/ar/cart'));
  await screen.findByRole('heading', { name: 'Cart' });
  expect(window.dataLayer ?? []).toEqual([]);
});
