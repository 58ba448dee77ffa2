/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from '../badge';
import { Skeleton } from '../skeleton';
import { Spinner } from '../spinner';
import { Toast } from '../toast';
import { renderUi } from './render-ui';

describe('Badge', () => {
  it('shows its text', () => {
    renderUi(<Badge tone="brand">{'Default'}</Badge>);
    expect(screen.getByText('Default')).toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology when it is one piece of a bigger placeholder', () => {
    const { container } = renderUi(<Skeleton blockSize="24px" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('with a label is announced as a busy progress indicator', () => {
    renderUi(<Skeleton label="Loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

describe('Spinner', () => {
  it('is decorative unless it is given a label', () => {
    const { rerender } = renderUi(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Spinner label="Searching" />);
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
  });
});

describe('Toast', () => {
  it('shows the title, message and action, and closes with its dismiss button', async () => {
    const onDismiss = jest.fn();
    renderUi(
      <Toast
        type="success"
        title="Added"
        message="Milk was added to your cart"
        action={<a href="/en/cart">{'View Cart'}</a>}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByText('Added')).toBeInTheDocument();
    expect(screen.getByText('Milk was added to your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/en/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('labels its dismiss button in Arabic in the Arabic shell', () => {
    renderUi(<Toast type="danger" message="حدث خطأ" onDismiss={() => undefined} />, {
      locale: 'ar',
    });
    expect(screen.getByRole('button', { name: 'إخفاء' })).toBeInTheDocument();
  });

  it('draws the cart green and error alerts as success and danger', () => {
    const { container, rerender } = renderUi(<Toast type="green" message="ok" />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'success');
    rerender(<Toast type="error" message="no" />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  });

  it('has no dismiss button when it cannot be dismissed', () => {
    renderUi(<Toast type="info" message="Offline" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
