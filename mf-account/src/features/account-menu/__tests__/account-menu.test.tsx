import { act, screen } from '@testing-library/react';
import { renderWithShell, makeSessionUser } from '@dukkan/build/harness/testing';
import AccountMenu from '../../../exposes/account-menu';

describe('account menu', () => {
  it('offers a guest the "Login or register" link to /en/login', async () => {
    await renderWithShell(<AccountMenu variant="desktop" />);
    expect(screen.getByRole('link', { name: 'Login or register' })).toHaveAttribute(
      'href',
      '/en/login',
    );
  });

  it('greets a signed-in customer by first name with a link to /en/account', async () => {
    await renderWithShell(<AccountMenu variant="desktop" />, {
      user: makeSessionUser({ firstname: 'Mona' }),
    });
    expect(screen.getByRole('link', { name: 'Hello, Mona' })).toHaveAttribute(
      'href',
      '/en/account',
    );
    expect(screen.queryByRole('link', { name: 'Login or register' })).not.toBeInTheDocument();
  });

  it('speaks Arabic under /ar', async () => {
    await renderWithShell(<AccountMenu variant="desktop" />, {
      locale: 'ar',
      user: makeSessionUser({ firstname: 'منى' }),
    });
    expect(screen.getByRole('link', { name: 'مرحباً، منى' })).toHaveAttribute('href', '/ar/account');
  });

  it('draws nothing for the mobile drawer variant until the drawer is built', async () => {
    const view = await renderWithShell(<AccountMenu variant="mobile" />);
    expect(view.container).toBeEmptyDOMElement();
  });

  it('switches to the login link when the session logs out', async () => {
    const view = await renderWithShell(<AccountMenu variant="desktop" />, {
      user: makeSessionUser(),
    });
    await view.findByRole('link', { name: 'Hello, Mona' });
    act(() => view.store.set({ user: null }));
    expect(screen.getByRole('link', { name: 'Login or register' })).toBeInTheDocument();
  });
});
