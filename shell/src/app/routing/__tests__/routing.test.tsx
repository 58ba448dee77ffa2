import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteDefinition } from '@dukkan/contracts';
import { ROUTES, needsAuthorization } from '@dukkan/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createShellServices } from '../../services';
import { fakeFetch, operationOf } from '../../../../test/fake-fetch';
import { renderShell } from '../../../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Every remote module renders its id, route id and params, so tests see what was routed. */
function remoteModules() {
  loadRemoteMock.mockImplementation((id: string) =>
    Promise.resolve({
      default: (props: { routeId?: string; params?: Record<string, string | undefined> }) =>
        props.routeId ? (
          <h1>{`page ${id} ${props.routeId} ${JSON.stringify(props.params)}`}</h1>
        ) : (
          <span>{`fragment ${id}`}</span>
        ),
    }),
  );
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  remoteModules();
});

describe('locale prefix', () => {
  it('sends / to English when no language was chosen before', async () => {
    const { router } = await renderShell('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('sends / to the language remembered in cookie i18n_locale', async () => {
    document.cookie = 'i18n_locale=ar; Path=/';
    const { router } = await renderShell('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar'));
  });

  it('sends a path without a locale prefix to the same path and query under the preferred locale', async () => {
    document.cookie = 'i18n_locale=ar; Path=/';
    const { router } = await renderShell('/cart?from=banner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/cart'));
    expect(router.state.location.search).toBe('?from=banner');
  });

  it('renders /ar right-to-left with <html lang="ar" dir="rtl">', async () => {
    await renderShell('/ar/about');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/en/about');
  });

  it('renders /en left-to-right with <html lang="en" dir="ltr"> and a switch to Arabic keeping the path', async () => {
    await renderShell('/en/brands/acme?page=2');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'العربية' }),
    ).toHaveAttribute('href', '/ar/brands/acme?page=2');
  });
});

describe('route table', () => {
  it("renders a route's page module with its route id and path parameters", async () => {
    await renderShell('/en/brands/acme');
    expect(
      await screen.findByRole('heading', { name: 'page catalog/BrandPage brand {"slug":"acme"}' }),
    ).toBeInTheDocument();
  });

  it('puts the default layout around the page: header, main, footer', async () => {
    await renderShell('/en/deals');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page catalog/DealsPage deals');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Customer service 19999/ })).toHaveAttribute(
      'href',
      'tel:19999',
    );
  });

  it('puts checkout routes in the minimal layout with the OTP dialog slot and no footer', async () => {
    await renderShell('/en/checkout/pay');
    expect(await screen.findByText('Secure checkout')).toBeInTheDocument();
    expect(await screen.findByText('fragment account/OtpDialog')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Customer support 19999/ })).toHaveAttribute(
      'href',
      'tel:19999',
    );
  });

  it('shows "This page could not be found." for an unknown path', async () => {
    await renderShell('/en/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found.' }),
    ).toBeInTheDocument();
  });

  it('shows the Arabic 404 text under /ar', async () => {
    await renderShell('/ar/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'تعذر العثور على هذه الصفحة.' }),
    ).toBeInTheDocument();
  });

  it('routes any path ending in /create-review to the review page, not the 404', async () => {
    await renderShell('/en/products/x/create-review', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: /page account\/CreateReviewPage create-review/ }),
    ).toBeInTheDocument();
  });
});

describe('guards', () => {
  it('auth guard: a guest on /account goes to /{locale}/login', async () => {
    const { router } = await renderShell('/ar/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/login'));
  });

  it('auth guard: a signed-in customer sees the account page', async () => {
    await renderShell('/en/account', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: /page account\/AccountOverviewPage account/ }),
    ).toBeInTheDocument();
  });

  it('auth guard waits for the identity of a saved session before deciding', async () => {
    const { router, services } = await renderShell('/en/account/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    await act(async () => {
      services.session.store.setState({ status: 'loading' });
      await router.navigate('/en/account/orders');
    });
    expect(router.state.location.pathname).toBe('/en/account/orders');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('guest guard: a signed-in customer on /login goes to /{locale}/', async () => {
    const { router } = await renderShell('/en/login', { loggedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('referral guard: a group_id in the URL is kept in cookie group-id and the page renders', async () => {
    await renderShell('/en/register?group_id=42');
    expect(
      await screen.findByRole('heading', { name: /page account\/RegisterPage register/ }),
    ).toBeInTheDocument();
    expect(document.cookie).toContain('group-id=42');
  });

  it('an unknown guard name renders the 500 error page', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const table: RouteDefinition[] = [
      ...ROUTES.filter((route) => route.id !== 'deals'),
      {
        id: 'deals',
        path: 'deals',
        module: 'catalog/DealsPage',
        layout: 'default',
        guard: 'vip' as unknown as 'auth',
      },
    ];
    await renderShell('/en/deals', { table });
    expect(await screen.findByRole('heading', { name: 'Ooops!' })).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong while displaying this page, please try again later.'),
    ).toBeInTheDocument();
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('unknown guard "vip"'));
    errorSpy.mockRestore();
  });
});

describe('document title', () => {
  it("follows the page: the owner's routes.<id> text once its remote registered it, then the brand", async () => {
    const i18next = (await import('i18next')).default;
    let arrive: (() => void) | undefined;
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'catalog/BrandsPage'
        ? new Promise((resolve) => {
            // The remote registers its texts when its module is evaluated, after the page rendered.
            arrive = () => {
              i18next.addResourceBundle(
                'en',
                'catalog',
                { routes: { brands: 'Brands' } },
                true,
                true,
              );
              resolve({ default: () => <h1>{id}</h1> });
            };
          })
        : Promise.resolve({ default: () => null }),
    );
    await renderShell('/en/brands');
    expect(document.title).toBe('Dukkan');
    await act(async () => {
      arrive?.();
      await Promise.resolve();
    });
    await waitFor(() => expect(document.title).toBe('Brands | Dukkan'));
  });

  it('is written only when it changes, not again for every namespace that arrives', async () => {
    const i18next = (await import('i18next')).default;
    await renderShell('/ar/no/such/page');
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة | دكان'));
    const titleSetter = jest.spyOn(Document.prototype, 'title', 'set');
    await act(async () => {
      i18next.addResourceBundle('ar', 'search', { routes: { search: 'البحث' } }, true, true);
      await Promise.resolve();
    });
    expect(titleSetter).not.toHaveBeenCalled();
    titleSetter.mockRestore();
    expect(document.title).toBe('الصفحة غير موجودة | دكان');
  });

  it("titles pages by the store's settings after client navigation: prefix, suffix, and the default title at home", async () => {
    const i18next = (await import('i18next')).default;
    i18next.addResourceBundle('en', 'catalog', { routes: { brands: 'Brands' } }, true, true);
    const net = fakeFetch((request) =>
      operationOf(request) === 'StoreConfig'
        ? {
            body: {
              data: {
                storeConfig: {
                  __typename: 'StoreConfig',
                  promo_banner: null,
                  customer_support_phone: null,
                  default_description: null,
                  default_title: 'Dukkan Market - fresh food',
                  title_prefix: 'Shop: ',
                  title_suffix: ' - Dukkan Market',
                },
              },
            },
          }
        : { body: { data: null } },
    );
    const { router } = await renderShell('/en', {
      services: createShellServices({ needsAuthorization, fetch: net.fetch }),
    });
    await waitFor(() => expect(document.title).toBe('Dukkan Market - fresh food'));
    await act(() => router.navigate('/en/brands'));
    await waitFor(() => expect(document.title).toBe('Shop: Brands - Dukkan Market'));
  });

  it('names the 404 page', async () => {
    await renderShell('/ar/no/such/page');
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة | دكان'));
  });
});
