import { screen } from '@testing-library/react';
import { ROUTES } from '@dukkan/contracts';
import { renderWithShell } from '@dukkan/build/harness/testing';
import CheckoutPage from '../../../exposes/checkout-page';
import OrderSuccessPage from '../../../exposes/order-success-page';
import GuestOrderSuccessPage from '../../../exposes/guest-order-success-page';
import { en } from '../../../locales/en';
import { ar } from '../../../locales/ar';

describe('checkout and order pages before their feature issues', () => {
  it.each([
    ['checkout', 'Checkout', 'إتمام الشراء'],
    ['checkout-shipping', 'Checkout: shipping', 'إتمام الشراء: الشحن'],
    ['checkout-guest-shipping', 'Checkout: shipping as a guest', 'إتمام الشراء: الشحن كزائر'],
    ['checkout-pay', 'Checkout: payment', 'إتمام الشراء: الدفع'],
  ])('names the checkout step of route %s', async (routeId, english, arabic) => {
    const first = await renderWithShell(<CheckoutPage routeId={routeId} params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: english })).toBeInTheDocument();
    first.unmount();
    await renderWithShell(<CheckoutPage routeId={routeId} params={{}} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: arabic })).toBeInTheDocument();
  });

  it('shows the order number of orders/{id}/success', async () => {
    await renderWithShell(<OrderSuccessPage routeId="order-success" params={{ id: '000123' }} />, {
      path: '/en/orders/000123/success',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('Order 000123')).toBeInTheDocument();
  });

  it('shows every id and the merchant reference of orders/success query parameters', async () => {
    await renderWithShell(<OrderSuccessPage routeId="orders-success" params={{}} />, {
      path: '/ar/orders/success?id=11&id=12&merchantRef=MR-9',
      locale: 'ar',
    });
    expect(screen.getByText('الطلب 11')).toBeInTheDocument();
    expect(screen.getByText('الطلب 12')).toBeInTheDocument();
    expect(screen.getByText('مرجع الدفع: MR-9')).toBeInTheDocument();
  });

  it('shows the id of guest-order/success?id=', async () => {
    await renderWithShell(<GuestOrderSuccessPage routeId="guest-orders-success" params={{}} />, {
      path: '/en/guest-order/success?id=77',
    });
    expect(screen.getByText('Order 77')).toBeInTheDocument();
  });

  it('has an English and an Arabic title for every route the cart remote owns', () => {
    const owned = ROUTES.filter((route) => route.module.startsWith('cart/'));
    expect(owned.length).toBeGreaterThan(0);
    for (const route of owned) {
      expect([route.id, typeof (en.routes as Record<string, string>)[route.id]]).toEqual([
        route.id,
        'string',
      ]);
      expect([route.id, typeof (ar.routes as Record<string, string>)[route.id]]).toEqual([
        route.id,
        'string',
      ]);
    }
  });
});
