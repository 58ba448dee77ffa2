import { screen, within } from '@testing-library/react';
import { formatPrice } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import ProductCard from '../../../exposes/product-card';
import ProductGrid from '../../../exposes/product-grid';

/** The price text as the DOM queries see it (Intl may use no-break spaces). */
function price(value: number, locale: 'en' | 'ar'): string {
  return formatPrice(value, locale).replace(/\s+/g, ' ');
}

function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: '42',
    sku: 'RICE-5KG',
    name: 'Basmati rice 5 kg',
    urlKey: 'basmati-rice-5-kg',
    type: 'simple',
    imageUrl: '/media/catalog/rice.jpg',
    price: 249.5,
    priceBefore: null,
    stock: 10,
    isNew: false,
    categoryIds: ['7'],
    cartControl: { incrementStep: 1, minAmount: 0, maxAmount: null, unit: null },
    ...overrides,
  };
}

describe('product card', () => {
  it('shows the image with the product name as alt text and links the name to /{locale}/{url_key}', async () => {
    await renderWithShell(<ProductCard product={product()} />);
    expect(screen.getByRole('img', { name: 'Basmati rice 5 kg' })).toHaveAttribute(
      'src',
      '/media/catalog/rice.jpg',
    );
    expect(screen.getByRole('link', { name: 'Basmati rice 5 kg' })).toHaveAttribute(
      'href',
      '/en/basmati-rice-5-kg',
    );
    expect(screen.getByText(price(249.5, 'en'))).toBeInTheDocument();
  });

  it('strikes out the previous price when the product has one', async () => {
    const view = await renderWithShell(
      <ProductCard product={product({ price: 199, priceBefore: 249.5 })} />,
    );
    const { container } = view;
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent(`Previous price ${price(249.5, 'en')}`);
    expect(screen.getByText(price(199, 'en'))).toBeInTheDocument();
  });

  it('shows no struck-out price without a previous price', async () => {
    const { container } = await renderWithShell(<ProductCard product={product()} />);
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows Free for a zero price and the New badge, in Arabic with the /ar link', async () => {
    await renderWithShell(<ProductCard product={product({ price: 0, isNew: true })} />, {
      locale: 'ar',
    });
    expect(screen.getByText(price(0, 'ar'))).toBeInTheDocument();
    expect(screen.getByText('جديد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basmati rice 5 kg' })).toHaveAttribute(
      'href',
      '/ar/basmati-rice-5-kg',
    );
  });

  it("mounts the cart team's add-to-cart control by module id", async () => {
    await renderWithShell(<ProductCard product={product()} />);
    expect(
      screen.getByRole('note', { name: 'cart/AddToCart is owned by another team' }),
    ).toBeInTheDocument();
  });

  it('renders no image element when the product has no image', async () => {
    await renderWithShell(<ProductCard product={product({ imageUrl: null })} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('product grid', () => {
  it('lists one card per product', async () => {
    await renderWithShell(
      <ProductGrid
        products={[
          product(),
          product({ id: '43', name: 'Sunflower oil 1 l', urlKey: 'sunflower-oil' }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Sunflower oil 1 l' })).toHaveAttribute(
      'href',
      '/en/sunflower-oil',
    );
  });

  it('renders nothing for an empty list', async () => {
    const { container } = await renderWithShell(<ProductGrid products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
