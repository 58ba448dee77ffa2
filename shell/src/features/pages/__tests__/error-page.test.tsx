import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { renderShell } from '../../../../test/render-shell';
import { initI18n } from '../../../i18n';
import { ShellThemeProvider } from '../../theme/components/theme-provider';
import { RouteErrorPage, errorPageInputOf } from '../components/route-error-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

describe('error page', () => {
  it('shows Ooops! and the generic message without a code', async () => {
    await renderShell('/en/error');
    expect(await screen.findByRole('heading', { name: 'Ooops!' })).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong while displaying this page, please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows the message of the msg code', async () => {
    await renderShell('/en/error?msg=PAYMENT_ERROR');
    expect(
      await screen.findByText(
        'An error occurred while processing your payment, you can attempt re-ordering from your orders history.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the msg code message in Arabic under /ar', async () => {
    await renderShell('/ar/error?msg=PRODUCT_NOT_FOUND');
    expect(await screen.findByText('تعذر العثور على هذا المنتج.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسوق الآن' })).toHaveAttribute('href', '/ar');
  });

  it('falls back to the error message, then the status text, for an unknown code', async () => {
    const { router } = await renderShell('/en/deals');
    await act(() =>
      router.navigate('/en/error?msg=SOMETHING_ELSE', {
        state: { message: 'The store is closed for inventory.' },
      }),
    );
    expect(await screen.findByText('The store is closed for inventory.')).toBeInTheDocument();
    await act(() => router.navigate('/en/error', { state: { statusCode: 404 } }));
    expect(await screen.findByText('This page could not be found.')).toBeInTheDocument();
  });

  it('offers Shop Now (home) and My Orders (account orders) buttons', async () => {
    await renderShell('/en/error');
    expect(await screen.findByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/en/account/orders',
    );
  });

  it('shows shoppers only deliberate error messages, never a programming error text', () => {
    expect(errorPageInputOf(new TypeError('x is undefined'))).toEqual({});
    expect(
      errorPageInputOf(
        Object.assign(new Error('This brand could not be found.'), { statusCode: 404 }),
      ),
    ).toEqual({
      statusCode: 404,
      message: 'This brand could not be found.',
    });
  });

  it('shows the error page in place of a route that throws, and the next path renders again', async () => {
    await initI18n('en');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw Object.assign(new Error('This brand could not be found.'), { statusCode: 404 });
    }
    let go: (to: string) => void = () => {};
    function Nav() {
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    render(
      <ShellThemeProvider>
        <MemoryRouter initialEntries={['/en/broken']}>
          <Nav />
          <RouteErrorPage>
            <Routes>
              <Route path="/en/broken" element={<Broken />} />
              <Route path="/en/fine" element={<h1>Fine page</h1>} />
            </Routes>
          </RouteErrorPage>
        </MemoryRouter>
      </ShellThemeProvider>,
    );
    expect(await screen.findByText('This brand could not be found.')).toBeInTheDocument();
    act(() => go('/en/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByText('This brand could not be found.')).not.toBeInTheDocument();
  });
});
