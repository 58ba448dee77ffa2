import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import type { Locale } from '@dukkan/contracts';
import CheckoutPage from '../../../exposes/checkout-page';
import { removeCartCookie, writeCartCookie } from '../../../shared/cart/cart-cookie';
import { resetCartStoreForTests, useCartStore } from '../../../shared/cart/cart-store';
import { cartAnswer } from '../../../test/cart-fixtures';
import { checkoutAnswer, checkoutCart } from '../../../test/checkout-fixtures';

async function setup(locale: Locale) {
  writeCartCookie('guest-1');
  const network = fakeGraphQL({ GuestCart: () => cartAnswer.guestCart(checkoutCart('guest-1')) });
  const view = await renderWithShell(
    network.wrap(<CheckoutPage routeId="checkout" params={{}} />),
    { locale, path: `/${locale}/checkout` },
  );
  const asked: { identity: string; readonly: boolean }[] = [];
  view.bus.on('enter-otp', (event) => asked.push(event));
  return { ...view, asked, user: userEvent.setup() };
}

beforeEach(() => {
  resetCartStoreForTests();
  removeCartCookie();
});

describe('logging in by phone on /checkout', () => {
  it('checks the phone here, then opens the code dialog for it without leaving checkout', async () => {
    const { user, asked, currentPath } = await setup('en');
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    await user.type(phone, '0101234');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Phone number must contain 11 numbers.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '010 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(asked).toEqual([{ identity: '01012345678', readonly: true }]);
    expect(screen.getByRole('button', { name: 'Waiting for the code…' })).toBeDisabled();
    expect(currentPath()).toBe('/en/checkout');
    // Another login also links to the login page (e-mail, registration).
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
  });

  it('shows why no code was sent in Arabic and keeps the phone', async () => {
    const { user, bus } = await setup('ar');
    const phone = await screen.findByRole('textbox', { name: /رقم الهاتف/ });
    await user.type(phone, '01112345678');
    await user.click(screen.getByRole('button', { name: 'أرسل لي رمزًا' }));
    // Another caller's failure is not this form's.
    act(() => {
      bus.emit('otp-error', { identity: '01099999999', message: 'ليس لهذا النموذج' });
      bus.emit('otp-error', { identity: '01112345678', message: 'تعذر إرسال الرمز' });
    });
    expect(await screen.findByText('تعذر إرسال الرمز')).toBeInTheDocument();
    expect(screen.queryByText('ليس لهذا النموذج')).toBeNull();
    expect(phone).toHaveValue('01112345678');
    await waitFor(() => expect(screen.getByRole('button', { name: 'أرسل لي رمزًا' })).toBeEnabled());
  });

  it("reads the customer's cart on the shipping step only once the guest cart is merged", async () => {
    useCartStore.setState({ isMerging: true });
    const shipping = checkoutAnswer.shippingCart('customer-1', true);
    const network = fakeGraphQL({
      CustomerCart: () => cartAnswer.customerCart(checkoutCart('customer-1')),
      CustomerShippingCart: () => ({ __typename: 'Query', customerCart: shipping.cart }),
      DeliveryDays: () => checkoutAnswer.days(),
      PickupStores: () => ({ __typename: 'Query', storeConfig: null, stores: [] }),
    });
    await renderWithShell(network.wrap(<CheckoutPage routeId="checkout-shipping" params={{}} />), {
      locale: 'en',
      path: '/en/checkout/shipping',
      user: makeSessionUser(),
    });
    expect(await screen.findByLabelText('Loading your checkout')).toBeInTheDocument();
    expect(network.callsOf('CustomerShippingCart')).toHaveLength(0);
    act(() => useCartStore.setState({ isMerging: false }));
    expect(await screen.findByRole('group', { name: 'Shipping method' })).toBeVisible();
    expect(network.callsOf('CustomerShippingCart')).toHaveLength(1);
  });
});
