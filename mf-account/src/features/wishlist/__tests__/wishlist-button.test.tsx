import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import WishlistButton from '../../../exposes/wishlist-button';
import { addAnswer, itemIdOf, productCard, removeAnswer, stateAnswer } from './wishlist-answers';

const mangoes = productCard({ id: 6, sku: 'DK-6', name: 'Mangoes' });
const cable = productCard({ id: 7, sku: 'DK-7', name: 'USB-C Cable' });

function button(
  options: {
    service?: ServiceAnswers;
    locale?: 'en' | 'ar';
    guest?: boolean;
    path?: string;
  } = {},
) {
  const locale = options.locale ?? 'en';
  return renderAccount(<WishlistButton sku="DK-6" productId="6" />, {
    locale,
    path: options.path ?? `/${locale}/fruit`,
    user: options.guest ? null : makeSessionUser(),
    service: options.service ?? {},
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
});

describe('the wishlist button', () => {
  it('sends a guest to login, and adds the product once they are back on the page', async () => {
    const user = userEvent.setup();
    const guest = await button({ guest: true, path: '/en/fruit?page=2' });
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(guest.currentPath()).toBe('/en/login');
    expect(guest.alerts()).toEqual([
      expect.objectContaining({
        message: 'Log in to add products to your wishlist.',
        keepOnRouteChange: true,
      }),
    ]);
    expect(guest.network.calls).toHaveLength(0);
    guest.unmount();

    // Logged in, back on the page (the shell's navigate-back returns to the referrer).
    const customer = await button({
      service: { WishlistState: stateAnswer([]), AddToWishlist: addAnswer([mangoes]) },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(customer.variablesOf('AddToWishlist')).toEqual([{ wishlistId: '12', sku: 'DK-6' }]);
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'EGP',
        value: 55.95,
        items: [{ item_id: 'DK-6', item_name: 'Mangoes', price: 55.95, quantity: 1 }],
      },
    });
    customer.unmount();

    // Only once: the next visit of the page adds nothing.
    const again = await button({ service: { WishlistState: stateAnswer([]) } });
    await waitFor(() => expect(again.network.callsOf('WishlistState')).toHaveLength(1));
    expect(again.network.callsOf('AddToWishlist')).toHaveLength(0);
  });

  it('does not add the waiting product when the guest lands on another page after login', async () => {
    const user = userEvent.setup();
    const guest = await button({ guest: true, path: '/en/fruit' });
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    guest.unmount();
    const elsewhere = await button({ path: '/en/', service: { WishlistState: stateAnswer([]) } });
    await waitFor(() => expect(elsewhere.network.callsOf('WishlistState')).toHaveLength(1));
    elsewhere.unmount();
    const back = await button({ service: { WishlistState: stateAnswer([]) } });
    await waitFor(() => expect(back.network.callsOf('WishlistState')).toHaveLength(1));
    expect(back.network.callsOf('AddToWishlist')).toHaveLength(0);
  });

  it('shows a listed product pressed and toggles it out and in again', async () => {
    const user = userEvent.setup();
    const view = await button({
      service: {
        WishlistState: stateAnswer([cable, mangoes]),
        RemoveFromWishlist: removeAnswer([cable]),
        AddToWishlist: addAnswer([mangoes, cable]),
      },
    });
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(view.variablesOf('RemoveFromWishlist')).toEqual([
      { wishlistId: '12', itemIds: [itemIdOf(mangoes)] },
    ]);
    expect(view.alerts()).toContainEqual(
      expect.objectContaining({ type: 'success', message: 'Removed from your wishlist.' }),
    );

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(view.variablesOf('AddToWishlist')).toEqual([{ wishlistId: '12', sku: 'DK-6' }]);
    expect(view.alerts()).toContainEqual(
      expect.objectContaining({
        message: 'Added to your wishlist.',
        action: { label: 'View wishlist', to: '/en/account/wishlist' },
      }),
    );
  });

  it("shows the service's refusal of a product in English", async () => {
    const user = userEvent.setup();
    const view = await button({
      service: {
        WishlistState: stateAnswer([]),
        AddToWishlist: addAnswer(
          [],
          [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "DK-6"' }],
        ),
      },
    });
    await waitFor(() => expect(view.network.callsOf('WishlistState')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await waitFor(() =>
      expect(view.alerts()).toEqual([
        expect.objectContaining({ type: 'danger', message: 'This product could not be found.' }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(window.dataLayer).not.toContainEqual(
      expect.objectContaining({ event: 'add_to_wishlist' }),
    );
  });

  it('shows the full wishlist and a refused request in Arabic', async () => {
    const user = userEvent.setup();
    const view = await button({
      locale: 'ar',
      service: {
        WishlistState: stateAnswer([]),
        AddToWishlist: [
          addAnswer(
            [],
            [{ code: 'UNDEFINED', message: 'The wishlist can hold at most 200 products.' }],
          ),
          () =>
            graphqlError('"sku" is required.', {
              category: 'graphql-input',
              message_ar: 'الحقل "sku" مطلوب.',
            }),
        ],
      },
    });
    const heart = screen.getByRole('button', { name: 'أضف إلى قائمة الأمنيات' });
    await waitFor(() => expect(view.network.callsOf('WishlistState')).toHaveLength(1));
    await user.click(heart);
    await waitFor(() =>
      expect(view.alerts()).toContainEqual(
        expect.objectContaining({
          message: 'لا يمكن أن تحتوي قائمة أمنياتك على أكثر من ٢٠٠ منتج.',
        }),
      ),
    );
    await user.click(heart);
    await waitFor(() =>
      expect(view.alerts()).toContainEqual(
        expect.objectContaining({ type: 'danger', message: 'الحقل "sku" مطلوب.' }),
      ),
    );
  });
});
