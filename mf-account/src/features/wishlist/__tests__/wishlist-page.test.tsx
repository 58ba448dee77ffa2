import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '@dukkan/build/testing/graphql';
import { makeSessionUser } from '@dukkan/build/harness/testing';
import { renderAccount } from '../../../../test/render-account';
import type { ServiceAnswers } from '../../../../test/render-account';
import WishlistPage from '../../../exposes/wishlist-page';
import { itemIdOf, pageAnswer, productCard, removeAnswer } from './wishlist-answers';

const mangoes = productCard({ id: 6, sku: 'DK-6', name: 'Mangoes' });
const shirt = productCard({
  __typename: 'ConfigurableProduct',
  id: 8,
  sku: 'DK-8',
  name: 'Linen Shirt',
  url_key: 'linen-shirt-8',
});

function wishlistPage(service: ServiceAnswers, locale: 'en' | 'ar' = 'en') {
  return renderAccount(<WishlistPage routeId="account-wishlist" params={{}} />, {
    locale,
    path: `/${locale}/account/wishlist`,
    user: makeSessionUser(),
    service,
  });
}

describe('the wishlist page', () => {
  it('lists each product with its image, name, price, add to cart and remove', async () => {
    await wishlistPage({ WishlistPage: pageAnswer([mangoes, shirt]) });
    const item = await screen.findByRole('article', { name: 'Mangoes' });
    expect(within(item).getByRole('link', { name: 'Mangoes' })).toHaveAttribute(
      'href',
      '/en/mangoes-6',
    );
    expect(item.querySelector('img')).toHaveAttribute('src', '/media/6.svg');
    expect(within(item).getByText('EGP 55.95')).toBeInTheDocument();
    expect(
      within(item).getByRole('note', { name: 'cart/AddToCart is owned by another team' }),
    ).toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: 'Remove Mangoes from the wishlist' }),
    ).toBeInTheDocument();
    // A configurable product has no variant chosen here: it links to its page instead.
    const configurable = screen.getByRole('article', { name: 'Linen Shirt' });
    expect(within(configurable).queryByRole('note')).not.toBeInTheDocument();
    expect(
      within(configurable).getByRole('link', { name: 'Choose options Linen Shirt' }),
    ).toHaveAttribute('href', '/en/linen-shirt-8');
    expect(screen.getByText('Products: 2')).toBeInTheDocument();
  });

  it('removes a product and reads the wishlist again, down to the empty state', async () => {
    const user = userEvent.setup();
    const view = await wishlistPage({
      WishlistPage: [pageAnswer([mangoes]), pageAnswer([])],
      RemoveFromWishlist: removeAnswer([]),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Mangoes from the wishlist' }),
    );
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en');
    expect(view.variablesOf('RemoveFromWishlist')).toEqual([
      { wishlistId: '12', itemIds: [itemIdOf(mangoes)] },
    ]);
    expect(view.alerts()).toEqual([
      expect.objectContaining({ message: 'Removed from your wishlist.' }),
    ]);
  });

  it('shows the empty state in Arabic', async () => {
    await wishlistPage({ WishlistPage: pageAnswer([]) }, 'ar');
    expect(await screen.findByText('قائمة أمنياتك فارغة.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'قائمة أمنياتي' })).toBeInTheDocument();
  });

  it('keeps the product and shows a refused removal in Arabic', async () => {
    const user = userEvent.setup();
    await wishlistPage(
      {
        WishlistPage: pageAnswer([mangoes]),
        RemoveFromWishlist: () =>
          graphqlError('"wishlistItemsIds" must be item ids.', {
            category: 'graphql-input',
            message_ar: '"wishlistItemsIds" يجب أن تكون أرقام عناصر.',
          }),
      },
      'ar',
    );
    await user.click(
      await screen.findByRole('button', { name: 'إزالة Mangoes من قائمة الأمنيات' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"wishlistItemsIds" يجب أن تكون أرقام عناصر.',
    );
    expect(screen.getByRole('article', { name: 'Mangoes' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    await wishlistPage({
      WishlistPage: [() => Promise.reject(new Error('offline')), pageAnswer([mangoes])],
    });
    expect(await screen.findByText('Your wishlist could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mangoes' })).toBeInTheDocument();
  });
});
