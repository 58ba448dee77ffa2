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
    const image = screen.getByRole('img', { name: 'Basmati rice 5 kg' });
    expect(image).toHaveAttribute('src', '/media/catalog/rice.jpg');
    // Sized before it loads (a square, as the catalogue's list pictures are).
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '300');
    expect(screen.getByRole('link', { name: 'Basmati rice 5 kg' })).toHaveAttribute(
      'href',
      '/en/basmati-rice-5-kg',
    );
    expect(screen.getByText(price(249.5, 'en'))).toBeInTheDocument();
  });

  it('loads a card image lazily, but a leading list loads its first row at once, the first two with high priority', async () => {
    const products = Array.from({ length: 5 }, (_, index) =>
      product({ id: String(index), sku: `SKU-${index}`, name: `Product ${index}` }),
    );
    const view = await renderWithShell(<ProductGrid products={products} leading />);
    const image = (index: number) => screen.getByRole('img', { name: `Product ${index}` });
    expect([0, 1, 2, 3, 4].map((index) => image(index).getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect([0, 1, 2, 3].map((index) => image(index).getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      null,
      null,
    ]);
    view.unmount();
    await renderWithShell(<ProductGrid products={products.slice(0, 2)} />);
    expect(screen.getByRole('img', { name: 'Product 0' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Product 0' })).not.toHaveAttribute('fetchpriority');
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

  it('shows the review summary a list gave it, and nothing for a product without reviews', async () => {
    await renderWithShell(
      <ProductGrid
        products={[
          { ...product(), rating: { summary: 90, count: 12 } },
          { ...product({ id: '43', sku: 'TEA', name: 'Tea' }), rating: null },
        ]}
      />,
      { locale: 'ar' },
    );
    const [rated, unrated] = screen.getAllByRole('article');
    expect(within(rated!).getByRole('img', { name: 'التقييم ٤٫٥ من ٥' })).toBeInTheDocument();
    expect(within(rated!).getByText('(١٢ تقييمًا)')).toBeInTheDocument();
    expect(within(unrated!).queryByRole('img', { name: /التقييم/ })).not.toBeInTheDocument();
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

  it('shows the price per step with its unit when the step is not 1 (price x step)', async () => {
    await renderWithShell(
      <ProductCard
        product={product({
          price: 55.95,
          cartControl: { incrementStep: 0.25, minAmount: 0.25, maxAmount: 10, unit: 'kg' },
        })}
      />,
    );
    expect(screen.getByText(`${price(13.99, 'en')} per 0.25 kg`)).toBeInTheDocument();
  });

  it('shows no price per step for a zero price or a step of 1', async () => {
    const first = await renderWithShell(
      <ProductCard
        product={product({
          price: 0,
          cartControl: { incrementStep: 0.5, minAmount: 0, maxAmount: null, unit: 'kg' },
        })}
      />,
    );
    expect(screen.queryByText(/ per /)).not.toBeInTheDocument();
    first.unmount();
    await renderWithShell(<ProductCard product={product()} />);
    expect(screen.queryByText(/ per /)).not.toBeInTheDocument();
  });

  it('shows "to be calculated" for an unknown price and an out-of-stock badge at stock 0', async () => {
    await renderWithShell(<ProductCard product={product({ price: null, stock: 0 })} />);
    expect(screen.getByText('to be calculated')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it("mounts the search team's compare button with the sku and category ids", async () => {
    await renderWithShell(<ProductCard product={product()} />);
    expect(
      screen.getByRole('note', { name: 'search/CompareButton is owned by another team' }),
    ).toBeInTheDocument();
  });

  it("mounts the account team's wishlist button", async () => {
    await renderWithShell(<ProductCard product={product()} />);
    expect(
      screen.getByRole('note', { name: 'account/WishlistButton is owned by another team' }),
    ).toBeInTheDocument();
  });

  it('links a configurable product to its page to choose options instead of mounting add to cart', async () => {
    await renderWithShell(
      <ProductCard
        product={product({
          type: 'configurable',
          urlKey: 'honor-reno-11-58',
          name: 'Honor Reno 11',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Choose options Honor Reno 11' })).toHaveAttribute(
      'href',
      '/en/honor-reno-11-58',
    );
    expect(
      screen.queryByRole('note', { name: 'cart/AddToCart is owned by another team' }),
    ).not.toBeInTheDocument();
  });

  it('prefixes a grouped product price with "Starts from"', async () => {
    await renderWithShell(<ProductCard product={product({ type: 'grouped', price: 20 })} />);
    expect(screen.getByText('Starts from')).toBeInTheDocument();
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
