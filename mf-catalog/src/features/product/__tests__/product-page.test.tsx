import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadedSchemas } from '@dukkan/contracts';
import type { ProductSummary } from '@dukkan/contracts';
import { makeSessionUser, renderWithShell } from '@dukkan/build/harness/testing';
import type { ShellTestOptions } from '@dukkan/build/harness/testing';
import UrlResolverPage from '../../../exposes/url-resolver-page';
import { fakeGraphQL, graphqlError } from '@dukkan/build/testing/graphql';
import { priceRange, productCard } from '@dukkan/build/testing/fixtures';
import { dataLayerEvents } from '../../../test/analytics';
import { mangoes as mangoesAnswer } from './product-fixtures';

/** Stand-ins for the other teams' fragments that show the props they were given. */
const OTHER_TEAMS: ShellTestOptions['modules'] = {
  'cart/AddToCart': () =>
    Promise.resolve({
      default: ({ product }: { product: ProductSummary }) => (
        <output aria-label="AddToCart props">{JSON.stringify(product)}</output>
      ),
    }),
  'search/CompareButton': () =>
    Promise.resolve({
      default: (props: { sku: string; categoryIds: string[] }) => (
        <output aria-label="CompareButton props">{JSON.stringify(props)}</output>
      ),
    }),
  'account/WishlistButton': () =>
    Promise.resolve({
      default: (props: { sku: string; productId: string }) => (
        <output aria-label="WishlistButton props">{JSON.stringify(props)}</output>
      ),
    }),
};

function propsOf(name: string) {
  return JSON.parse(screen.getByRole('status', { name }).textContent ?? 'null') as Record<
    string,
    unknown
  >;
}

const image = (url: string, position: number) => ({
  __typename: 'ProductImage',
  url,
  label: 'Mangoes',
  position,
  disabled: false,
});

/** The shared Mangoes with a gallery, attributes and a description that needs cleaning. */
function mangoes(overrides: Record<string, unknown> = {}) {
  return mangoesAnswer({
    attributes: [
      { __typename: 'ProductAttribute', key: 'origin', label: 'Origin', value: 'Egypt' },
      { __typename: 'ProductAttribute', key: 'is_new', label: 'New', value: 'No' },
    ],
    media_gallery: [
      image('/media/6.svg?view=2', 2),
      image('/media/6.svg', 1),
      { ...image('/media/off.svg', 3), disabled: true },
    ],
    description: {
      __typename: 'ComplexTextValue',
      html: '<p>Ripe <b>today</b>.</p><pre>preformatted</pre><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    },
    ...overrides,
  });
}

function honor() {
  const variant = (id: number, colour: string, index: number, stock: number, final: number) => ({
    __typename: 'ConfigurableVariant',
    attributes: [
      {
        __typename: 'ConfigurableAttributeOption',
        code: 'color',
        label: colour,
        value_index: index,
      },
    ],
    product: {
      ...productCard({
        id,
        sku: `DK-000058-${colour.toUpperCase()}`,
        name: `Honor Reno 11 - ${colour}`,
        url_key: `honor-reno-11-${colour.toLowerCase()}`,
        only_x_left_in_stock: stock,
        categories: [],
        price_range: priceRange(final, 24019),
      }),
      image: {
        __typename: 'ProductImage',
        url: `/media/${colour}.svg`,
        label: `Honor Reno 11 - ${colour}`,
      },
    },
  });
  return {
    ...productCard({
      __typename: 'ConfigurableProduct',
      id: 58,
      sku: 'DK-000058',
      name: 'Honor Reno 11',
      url_key: 'honor-reno-11-58',
      only_x_left_in_stock: 66,
      price_range: priceRange(19979, 24019),
    }),
    categories: [
      {
        __typename: 'CategoryTree',
        id: 82,
        name: 'Android Phones',
        url_key: 'android-phones',
        section: 'ELECTRONICS',
      },
    ],
    image: { __typename: 'ProductImage', url: '/media/58.svg', label: 'Honor Reno 11' },
    media_gallery: [],
    short_description: null,
    description: null,
    brand: { __typename: 'Brand', name: 'Honor', url_key: 'honor' },
    rating_summary: 0,
    review_count: 0,
    meta_title: null,
    meta_description: null,
    meta_keyword: null,
    product_featured_attributes: [
      { __typename: 'ProductAttribute', key: 'warranty', label: 'Warranty', value: '2 years' },
    ],
    size_chart: null,
    configurable_options: [
      {
        __typename: 'ConfigurableProductOptions',
        uid: 'Y29sb3I=',
        attribute_code: 'color',
        label: 'Colour',
        position: 0,
        values: [
          {
            __typename: 'ConfigurableProductOptionsValues',
            uid: 'a',
            value_index: 1,
            label: 'Black',
          },
          {
            __typename: 'ConfigurableProductOptionsValues',
            uid: 'b',
            value_index: 2,
            label: 'Silver',
          },
          {
            __typename: 'ConfigurableProductOptionsValues',
            uid: 'c',
            value_index: 3,
            label: 'Blue',
          },
        ],
      },
    ],
    variants: [
      variant(59, 'Black', 1, 32, 19979),
      variant(60, 'Silver', 2, 34, 18500),
      variant(61, 'Blue', 3, 0, 19979),
    ],
  };
}

type Links = Partial<
  Record<'related_products' | 'upsell_products' | 'crosssell_products', unknown[]>
>;

function network(product: Record<string, unknown> | null, threshold = 1, links: Links = {}) {
  return fakeGraphQL({
    ProductLinks: () => ({
      products: {
        __typename: 'Products',
        items: product
          ? [
              {
                __typename: product.__typename ?? 'SimpleProduct',
                id: product.id,
                url_key: product.url_key,
                related_products: [],
                upsell_products: [],
                crosssell_products: [],
                ...links,
              },
            ]
          : [],
      },
    }),
    ResolveUrl: (variables) => ({
      route: {
        __typename: product?.__typename ?? 'SimpleProduct',
        type: 'PRODUCT',
        relative_url: variables.url,
        id: 1,
        url_key: variables.url,
      },
    }),
    ProductDetail: () => ({
      products: { __typename: 'Products', items: product ? [product] : [] },
    }),
    StockThreshold: () => ({
      storeConfig: { __typename: 'StoreConfig', limited_qty_threshold: threshold },
    }),
    ViewProductPage: () => ({ viewProductPage: true }),
    VisitProduct: () => ({ visitProduct: true }),
    StockBackNotificationIds: () => ({
      stockBackNotificationIds: { __typename: 'StockBackNotificationIds', productIds: [] },
    }),
  });
}

async function renderProduct(
  urlKey: string,
  fake: ReturnType<typeof network>,
  options: ShellTestOptions = {},
) {
  const view = await renderWithShell(
    fake.wrap(<UrlResolverPage routeId="url-resolver" params={{ urlKey }} />),
    {
      modules: OTHER_TEAMS,
      ...options,
    },
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('product page: a weighed product', () => {
  it('shows the price, the struck-out regular price and the price of one 0.25 kg step', async () => {
    await renderProduct('mangoes-6', network(mangoes()));
    expect(screen.getByRole('heading', { level: 1, name: 'Mangoes' })).toBeInTheDocument();
    expect(screen.getByText('EGP 55.95')).toBeInTheDocument();
    expect(document.querySelector('s')).toHaveTextContent('Previous price EGP 68.95');
    expect(screen.getByText('EGP 13.99 per 0.25 kg')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it('hands AddToCart the product summary, CompareButton its sku and categories and WishlistButton its sku and id', async () => {
    await renderProduct('mangoes-6', network(mangoes()));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'AddToCart props' })).toBeInTheDocument(),
    );
    expect(propsOf('AddToCart props')).toMatchObject({
      sku: 'DK-000006',
      type: 'simple',
      price: 55.95,
      priceBefore: 68.95,
      stock: 30,
      cartControl: { incrementStep: 0.25, minAmount: 0.25, maxAmount: 10, unit: 'kg' },
      parentSku: null,
    });
    expect(propsOf('CompareButton props')).toEqual({ sku: 'DK-000006', categoryIds: ['5'] });
    expect(propsOf('WishlistButton props')).toEqual({ sku: 'DK-000006', productId: '6' });
  });

  it('records the page view once per visit and titles the page from meta_title', async () => {
    const fake = network(mangoes());
    await renderProduct('mangoes-6', fake);
    await waitFor(() =>
      expect(fake.callsOf('ViewProductPage').map((call) => call.variables)).toEqual([
        { productId: 6 },
      ]),
    );
    expect(fake.callsOf('VisitProduct').map((call) => call.variables)).toEqual([{ productId: 6 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(fake.callsOf('ViewProductPage')).toHaveLength(1);
    expect(fake.callsOf('VisitProduct')).toHaveLength(1);
    expect(dataLayerEvents('view_item')).toEqual([
      {
        currency: 'EGP',
        value: 55.95,
        items: [
          {
            item_id: 'DK-000006',
            item_name: 'Mangoes',
            item_category: 'Bananas & Tropical',
            price: 55.95,
          },
        ],
      },
    ]);
    expect(document.title).toBe('Mangoes | Dukkan');
  });

  it('sanitises the description: no <pre>, no script, no event handler; attributes listed without is_new', async () => {
    await renderProduct('mangoes-6', network(mangoes()));
    const description = screen.getByRole('region', { name: 'Description' });
    expect(description).toHaveTextContent('Ripe today.');
    expect(description.querySelector('pre, script, [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    const specs = screen.getByRole('region', { name: 'Specifications' });
    expect(within(specs).getByText('Origin')).toBeInTheDocument();
    expect(within(specs).queryByText('New')).not.toBeInTheDocument();
  });

  it('shows the enabled gallery images in order, thumbnails being named buttons', async () => {
    await renderProduct('mangoes-6', network(mangoes()));
    const thumbnails = screen.getByRole('list', { name: 'Product images' });
    const buttons = within(thumbnails).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 2',
      'Show image 2 of 2',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Mangoes' })).toHaveAttribute('src', '/media/6.svg');
    await userEvent.click(buttons[1]!);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Mangoes' })).toHaveAttribute(
      'src',
      '/media/6.svg?view=2',
    );
  });

  it('says only x left up to the store threshold, and out of stock at 0', async () => {
    const first = await renderProduct(
      'mangoes-6',
      network(mangoes({ only_x_left_in_stock: 2.5 }), 5),
    );
    expect(await screen.findByText('Only 2.5 kg left')).toBeInTheDocument();
    first.unmount();
    await renderProduct('mangoes-6', network(mangoes({ only_x_left_in_stock: 0 })));
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows Free for a zero price with no per-step price, in Arabic', async () => {
    await renderProduct(
      'mangoes-6',
      network(mangoes({ special_price: null, price_range: priceRange(0, 0) })),
      { locale: 'ar' },
    );
    expect(screen.getByText('مجاناً')).toBeInTheDocument();
    expect(screen.queryByText(/لكل/)).not.toBeInTheDocument();
    expect(screen.getByText('متوفر')).toBeInTheDocument();
  });

  it('says the product could not be found when the slug gives no product', async () => {
    await renderProduct('gone', network(null));
    expect(
      screen.getByRole('heading', { level: 1, name: 'This product could not be found.' }),
    ).toBeInTheDocument();
  });
});

describe('product page: a configurable product', () => {
  it('sends view_item once per visit with sku, name, brand url_key, last category and price in EGP', async () => {
    await renderProduct('honor-reno-11-58', network(honor()));
    await waitFor(() => expect(dataLayerEvents('view_item')).toHaveLength(1));
    expect(dataLayerEvents('view_item')[0]).toEqual({
      currency: 'EGP',
      value: 19979,
      items: [
        {
          item_id: 'DK-000058',
          item_name: 'Honor Reno 11',
          item_brand: 'honor',
          item_category: 'Android Phones',
          price: 19979,
        },
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Silver' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(dataLayerEvents('view_item')).toHaveLength(1);
  });

  it('asks for a colour before it can be added to the cart', async () => {
    await renderProduct('honor-reno-11-58', network(honor()));
    const colour = screen.getByRole('group', { name: 'Colour' });
    expect(
      within(colour)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Black', 'Silver', 'Blue(Out of stock)']);
    expect(screen.getByText('Choose Colour to add this product to your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'AddToCart props' })).not.toBeInTheDocument();
    expect(screen.getByText('SKU: DK-000058')).toBeInTheDocument();
  });

  it("shows the chosen variant's price, sku and image and adds that variant with the parent's sku", async () => {
    await renderProduct('honor-reno-11-58', network(honor()));
    await userEvent.click(screen.getByRole('radio', { name: 'Silver' }));
    expect(screen.getByText('SKU: DK-000058-SILVER')).toBeInTheDocument();
    expect(screen.getByText('EGP 18,500.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Honor Reno 11 - Silver' })).toHaveAttribute(
      'src',
      '/media/Silver.svg',
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'AddToCart props' })).toBeInTheDocument(),
    );
    expect(propsOf('AddToCart props')).toMatchObject({
      sku: 'DK-000058-SILVER',
      parentSku: 'DK-000058',
      type: 'configurable',
      price: 18500,
      stock: 34,
      categoryIds: ['82'],
    });
  });

  it('shows a sold-out variant as out of stock when chosen', async () => {
    await renderProduct('honor-reno-11-58', network(honor()));
    await userEvent.click(screen.getByRole('radio', { name: /Blue/ }));
    expect(screen.getByText('Out of stock', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() =>
      expect(propsOf('AddToCart props')).toMatchObject({ sku: 'DK-000058-BLUE', stock: 0 }),
    );
  });
});

describe('product page: rating and linked products', () => {
  it('shows the rating out of five with the number of reviews, in English and Arabic', async () => {
    const first = await renderProduct('mangoes-6', network(mangoes()));
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
    first.unmount();
    await renderProduct('mangoes-6', network(mangoes({ review_count: 2 })), { locale: 'ar' });
    expect(screen.getByRole('img', { name: 'التقييم ٤٫٥ من ٥' })).toBeInTheDocument();
    expect(screen.getByText('(تقييمان)')).toBeInTheDocument();
  });

  it('shows no rating for a product without reviews', async () => {
    await renderProduct('honor-reno-11-58', network(honor()));
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
  });

  it('shows related and cross-sell strips under the product, reported as lists of its sku', async () => {
    const links = {
      related_products: [productCard({ id: 7, name: 'Guavas', url_key: 'guavas-7' })],
      crosssell_products: [productCard({ id: 8, name: 'Yoghurt', url_key: 'yoghurt-8' })],
    };
    await renderProduct('mangoes-6', network(mangoes(), 1, links));
    const related = await screen.findByRole('list', { name: 'Related products' });
    expect(within(related).getByRole('link', { name: 'Guavas' })).toHaveAttribute(
      'href',
      '/en/guavas-7',
    );
    const crosssell = screen.getByRole('list', { name: 'Frequently bought together' });
    expect(within(crosssell).getByRole('link', { name: 'Yoghurt' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'You may also like' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(dataLayerEvents('view_item_list')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            item_list_id: 'related-DK-000006',
            item_list_name: 'Related products',
          }),
          expect.objectContaining({ item_list_id: 'crosssell-DK-000006' }),
        ]),
      ),
    );
  });

  it('keeps the product page whole when the strips cannot be read', async () => {
    const fake = network(mangoes());
    fake.answer('ProductLinks', () => {
      throw new Error('offline');
    });
    await renderProduct('mangoes-6', fake);
    await waitFor(() => expect(fake.callsOf('ProductLinks')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('heading', { level: 1, name: 'Mangoes' })).toBeInTheDocument();
  });
});

describe('product page: stock-back subscription', () => {
  const soldOut = () => mangoes({ only_x_left_in_stock: 0 });

  it('loads the contact rules on the field’s first focus, not with the page (issue 14)', async () => {
    await renderProduct('mangoes-6', network(soldOut()));
    const field = screen.getByRole('textbox', { name: /E-mail or phone number/ });
    expect(loadedSchemas('en')).toBeNull();
    await userEvent.click(field);
    await waitFor(() => expect(loadedSchemas('en')).not.toBeNull());
  });

  it('focuses a refused contact, then checks it again as it is typed', async () => {
    const fake = network(soldOut());
    await renderProduct('mangoes-6', fake);
    const field = screen.getByRole('textbox', { name: /E-mail or phone number/ });
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await userEvent.type(field, '0101');
    expect(await screen.findByText('Phone number must contain 11 numbers.')).toBeInTheDocument();
    await userEvent.type(field, '2345678');
    await waitFor(() =>
      expect(screen.queryByText('Phone number must contain 11 numbers.')).not.toBeInTheDocument(),
    );
    expect(fake.callsOf('SubscribeStockBack')).toHaveLength(0);
  });

  it('lets a guest leave an e-mail, checked first, and shows the service confirmation', async () => {
    const fake = network(soldOut());
    fake.answer('SubscribeStockBack', () => ({
      subscribeStockBackNotification: {
        __typename: 'StockBackNotificationOutput',
        status: true,
        message: 'We will let you know when the product is back in stock.',
      },
    }));
    await renderProduct('mangoes-6', fake);
    const field = screen.getByRole('textbox', { name: /E-mail or phone number/ });
    await userEvent.type(field, 'mona@');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('This field must be a valid email.')).toBeInTheDocument();
    expect(fake.callsOf('SubscribeStockBack')).toHaveLength(0);
    await userEvent.type(field, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('We will let you know when the product is back in stock.'),
    ).toBeInTheDocument();
    expect(fake.callsOf('SubscribeStockBack')[0]?.variables).toEqual({
      productId: 6,
      email: 'mona@example.com',
    });
  });

  it("sends a guest's phone number normalised, and keeps it when the rate limit refuses, in Arabic", async () => {
    const fake = network(soldOut());
    fake.answer('SubscribeStockBack', () =>
      graphqlError('Too many attempts. Please try again in 60 seconds.', {
        category: 'graphql-rate-limit',
        message_ar: 'محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد 60 ثانية.',
      }),
    );
    await renderProduct('mangoes-6', fake, { locale: 'ar' });
    const field = screen.getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ });
    await userEvent.type(field, '010 1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'أعلمني' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد 60 ثانية.',
    );
    expect(fake.callsOf('SubscribeStockBack')[0]?.variables).toEqual({
      productId: 6,
      phone: '01012345678',
    });
    expect(field).toHaveValue('010 1234 5678');
  });

  it('subscribes a signed-in customer with one click', async () => {
    const fake = network(soldOut());
    fake.answer('SubscribeStockBack', () => ({
      subscribeStockBackNotification: {
        __typename: 'StockBackNotificationOutput',
        status: true,
        message: 'We will let you know when the product is back in stock.',
      },
    }));
    await renderProduct('mangoes-6', fake, { user: makeSessionUser() });
    expect(screen.queryByRole('textbox', { name: /E-mail or phone/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('We will let you know when the product is back in stock.'),
    ).toBeInTheDocument();
    expect(fake.callsOf('SubscribeStockBack')[0]?.variables).toEqual({ productId: 6 });
  });

  it('tells a signed-in customer who already asked, with the button saying so, in both languages', async () => {
    const fake = network(soldOut());
    fake.answer('StockBackNotificationIds', () => ({
      stockBackNotificationIds: { __typename: 'StockBackNotificationIds', productIds: [3, 6] },
    }));
    await renderProduct('mangoes-6', fake, { user: makeSessionUser() });
    const button = await screen.findByRole('button', { name: 'You will be notified' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You asked to be told when this product is back in stock.',
    );
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
    cleanup();
    await renderProduct('mangoes-6', fake, { user: makeSessionUser(), locale: 'ar' });
    expect(await screen.findByRole('button', { name: 'سنُعلمك عند توفره' })).toBeDisabled();
  });

  it('offers the subscription to a customer who asked about other products, and asks nothing of a guest', async () => {
    const fake = network(soldOut());
    fake.answer('StockBackNotificationIds', () => ({
      stockBackNotificationIds: { __typename: 'StockBackNotificationIds', productIds: [3] },
    }));
    await renderProduct('mangoes-6', fake, { user: makeSessionUser() });
    await waitFor(() => expect(fake.callsOf('StockBackNotificationIds')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeEnabled();
    cleanup();
    const guest = network(soldOut());
    await renderProduct('mangoes-6', guest);
    expect(guest.callsOf('StockBackNotificationIds')).toHaveLength(0);
  });

  it('offers no subscription while the product is in stock', async () => {
    await renderProduct('mangoes-6', network(mangoes()));
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });
});

describe('product page: videos, highlights, section and size chart', () => {
  const video = {
    __typename: 'ProductVideo',
    url: '/media/58.svg?view=video',
    label: 'Honor Reno 11: a closer look',
    position: 10,
    disabled: false,
    video_content: {
      __typename: 'ProductMediaGalleryEntriesVideoContent',
      video_provider: 'dukkan',
      video_url: '/media/video/DK-000058.webm',
      video_title: 'Honor Reno 11: a closer look',
      video_description: 'The phone from every side.',
    },
  };
  const phone = () => ({
    ...honor(),
    media_gallery: [
      {
        __typename: 'ProductImage',
        url: '/media/58.svg',
        label: 'Honor',
        position: 1,
        disabled: false,
      },
      video,
    ],
  });

  it('plays a gallery video from its named thumbnail, with its title and description', async () => {
    await renderProduct('honor-reno-11-58', network(phone()));
    const thumb = screen.getByRole('button', {
      name: 'Play video 2 of 2: Honor Reno 11: a closer look',
    });
    thumb.focus();
    await userEvent.keyboard('{Enter}');
    expect(thumb).toHaveAttribute('aria-pressed', 'true');
    const player = document.querySelector('video');
    expect(player).toHaveAttribute('src', '/media/video/DK-000058.webm');
    expect(player).toHaveAttribute('poster', '/media/58.svg?view=video');
    expect(player).toHaveAttribute('aria-label', 'Video: Honor Reno 11: a closer look');
    expect(screen.getByText('The phone from every side.', { exact: false })).toBeInTheDocument();
  });

  it('lists the featured attributes as highlights and says which shipment an electronics product is in', async () => {
    await renderProduct('honor-reno-11-58', network(phone()));
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(highlights).toHaveTextContent('Warranty: 2 years');
    expect(
      screen.getByText('Electronics: delivered in the electronics and clothing shipment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View the size chart' })).not.toBeInTheDocument();
  });

  it('shows no highlights without featured attributes, and the groceries shipment for groceries', async () => {
    await renderProduct('mangoes-6', network(mangoes()));
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(screen.getByText('Groceries: delivered in the groceries shipment.')).toBeInTheDocument();
  });

  it('opens and closes the size chart of a clothing product from the keyboard, in Arabic', async () => {
    const shirt = mangoes({
      categories: [
        {
          __typename: 'CategoryTree',
          id: 140,
          name: 'تيشيرتات رجالي',
          url_key: 'men-t-shirts',
          section: 'CLOTHING',
        },
      ],
      product_featured_attributes: [
        { __typename: 'ProductAttribute', key: 'origin', label: 'بلد المنشأ', value: 'مصر' },
      ],
      size_chart: {
        __typename: 'SizeChart',
        name: 'جدول مقاسات رجالي',
        image: '/media/size-chart/men.svg',
      },
    });
    await renderProduct('mangoes-6', network(shirt), { locale: 'ar' });
    expect(screen.getByRole('region', { name: 'أبرز المواصفات' })).toHaveTextContent(
      'بلد المنشأ: مصر',
    );
    expect(screen.getByText('ملابس: تُوصَّل مع شحنة الإلكترونيات والملابس.')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'عرض جدول المقاسات' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'جدول مقاسات رجالي' });
    expect(within(dialog).getByRole('img', { name: 'جدول مقاسات رجالي' })).toHaveAttribute(
      'src',
      '/media/size-chart/men.svg',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
