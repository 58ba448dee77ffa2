import { act, screen } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import MiniCart from '../../../exposes/mini-cart';
import AddToCart from '../../../exposes/add-to-cart';

describe('mini cart', () => {
  it('is a link named Cart to /en/cart', async () => {
    await renderWithShell(<MiniCart />);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/cart');
  });

  it('is a link named السلة to /ar/cart in Arabic', async () => {
    await renderWithShell(<MiniCart />, { locale: 'ar' });
    expect(screen.getByRole('link', { name: 'السلة' })).toHaveAttribute('href', '/ar/cart');
  });

  it('shows the item count the cart announces on the bus', async () => {
    const view = await renderWithShell(<MiniCart />);
    act(() => view.bus.emit('cart:updated', { itemCount: 3 }));
    expect(screen.getByRole('link', { name: 'Cart, items: 3' })).toBeInTheDocument();
    act(() => view.bus.emit('cart:updated', { itemCount: 0 }));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});

describe('add to cart before issue 6', () => {
  it('renders nothing', async () => {
    const { container } = await renderWithShell(
      <AddToCart
        product={{
          id: '1',
          sku: 'S',
          name: 'N',
          urlKey: 'n',
          type: 'simple',
          imageUrl: null,
          price: 1,
          priceBefore: null,
          stock: 1,
          isNew: false,
          categoryIds: [],
          cartControl: { incrementStep: 1, minAmount: 0, maxAmount: null, unit: null },
        }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
