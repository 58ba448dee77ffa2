import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAlerts } from '../../../shared/services/alerts-store';
import { renderShell } from '../../../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

const alertsStatus = () =>
  within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');

describe('alerts', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives each alert an id and removes it after 5000 ms', () => {
    jest.useFakeTimers();
    const alerts = createAlerts();
    const first = alerts.push({ type: 'success', message: 'Saved' });
    const second = alerts.push({ type: 'danger', message: 'Failed' });
    expect(first).not.toBe(second);
    expect(alerts.store.getState().items.map((item) => item.id)).toEqual([first, second]);
    jest.advanceTimersByTime(4999);
    expect(alerts.store.getState().items).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(alerts.store.getState().items).toHaveLength(0);
  });

  it('can be dismissed before its lifetime ends', () => {
    jest.useFakeTimers();
    const alerts = createAlerts();
    const id = alerts.push({ type: 'info', message: 'Hello' });
    alerts.push({ type: 'warning', message: 'Careful' });
    alerts.dismiss(id);
    expect(alerts.store.getState().items.map((item) => item.message)).toEqual(['Careful']);
  });

  it('shows alerts in a polite status region with a dismiss button', async () => {
    const { services } = await renderShell('/en/deals');
    act(() => {
      services.alerts.push({ type: 'success', message: 'Subscribed to newsletter successfully!' });
    });
    const region = alertsStatus();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Subscribed to newsletter successfully!');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(region).not.toHaveTextContent('Subscribed');
  });

  it('clears the list on route change', async () => {
    const { services, router } = await renderShell('/en/deals');
    act(() => {
      services.alerts.push({ type: 'info', message: 'Item added' });
    });
    expect(alertsStatus()).toHaveTextContent('Item added');
    await act(() => router.navigate('/en/brands'));
    await waitFor(() => expect(services.alerts.store.getState().items).toHaveLength(0));
    expect(alertsStatus()).not.toHaveTextContent('Item added');
  });

  it('keeps an alert marked keepOnRouteChange through one route change, not two', async () => {
    const { services, router } = await renderShell('/en/deals');
    act(() => {
      services.alerts.push({ type: 'info', message: 'Old notice' });
      services.alerts.push({
        type: 'success',
        message: 'Cart items merged successfully',
        keepOnRouteChange: true,
      });
    });
    await act(() => router.navigate('/en/brands'));
    await waitFor(() => expect(alertsStatus()).not.toHaveTextContent('Old notice'));
    expect(alertsStatus()).toHaveTextContent('Cart items merged successfully');
    await act(() => router.navigate('/en/deals'));
    await waitFor(() =>
      expect(alertsStatus()).not.toHaveTextContent('Cart items merged successfully'),
    );
  });

  it('still removes a kept alert, a whole lifetime after the route change it survived', () => {
    jest.useFakeTimers();
    try {
      const alerts = createAlerts(5000);
      alerts.push({ type: 'success', message: 'kept', keepOnRouteChange: true });
      jest.advanceTimersByTime(4000);
      alerts.clear();
      expect(alerts.store.getState().items).toHaveLength(1);
      // The route change gave it its whole lifetime again on the new page.
      jest.advanceTimersByTime(4999);
      expect(alerts.store.getState().items).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(alerts.store.getState().items).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
