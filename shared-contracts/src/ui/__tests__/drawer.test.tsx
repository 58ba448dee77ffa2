/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button';
import { Drawer } from '../drawer';
import { renderUi } from './render-ui';

function Harness({ side }: { side?: 'start' | 'end' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{'Menu'}</Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Categories"
        {...(side ? { side } : {})}
      >
        <a href="/en/brands">{'Brands'}</a>
        <a href="/en/deals">{'Deals'}</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a modal dialog named by its title with focus inside', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Categories' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('sits on the inline start by default and on the inline end when asked', async () => {
    const { unmount } = renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog').parentElement).toHaveAttribute('data-side', 'start');
    unmount();
    renderUi(<Harness side="end" />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog').parentElement).toHaveAttribute('data-side', 'end');
  });

  it('closes with Escape, the close button or the dim layer, locking scroll only while open', async () => {
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(opener);
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
