/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { DIALOG_VARIANTS } from '../../shell-context';
import type { DialogVariant } from '../../shell-context';
import { Button } from '../button';
import { DialogPanel, Modal } from '../modal';
import { TextField } from '../text-field';
import { renderUi } from './render-ui';

function Harness({ variant, dismissible }: { variant?: DialogVariant; dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{'Change area'}</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Select your area"
        description="We deliver to these areas"
        {...(variant ? { variant } : {})}
        {...(dismissible === undefined ? {} : { dismissible })}
        footer={<Button onClick={() => setOpen(false)}>{'Confirm location'}</Button>}
      >
        <TextField label="Search areas" />
      </Modal>
    </>
  );
}

afterEach(() => {
  document.documentElement.style.overflow = '';
});

describe('Modal', () => {
  it('opens as a modal dialog named by its title and described by its description', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Change area' }));
    const dialog = screen.getByRole('dialog', { name: 'Select your area' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We deliver to these areas');
  });

  it('moves focus to the dialog, keeps Tab and Shift+Tab inside, and gives focus back on close', async () => {
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Change area' });
    await userEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    const search = screen.getByRole('textbox', { name: 'Search areas' });
    const confirm = screen.getByRole('button', { name: 'Confirm location' });
    // The dialog itself takes focus (announced by its title); Tab reaches its controls.
    expect(screen.getByRole('dialog')).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(search).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape and with a click on the dim layer, not with a click inside', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Change area' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Change area' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scrolling while open and restores it after', async () => {
    document.documentElement.style.overflow = 'auto';
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Change area' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('Shift+Tab from the dialog itself goes to its last control', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Change area' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm location' })).toHaveFocus();
  });

  it('focuses the control the caller names when it opens', () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={() => undefined} title="Sign in" initialFocus={ref}>
          <TextField label="Phone number" ref={ref} />
        </Modal>
      );
    }
    renderUi(<WithInitialFocus />);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
  });

  it('moves focus in without scrolling, which would lay the page out in the opening commit', () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    try {
      renderUi(
        <Modal open onClose={() => undefined} title="Select your area">
          <p>Where should we deliver?</p>
        </Modal>,
      );
      expect(screen.getByRole('dialog')).toHaveFocus();
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
      expect(focus.mock.calls.every(([options]) => options?.preventScroll === true)).toBe(true);
    } finally {
      focus.mockRestore();
    }
  });

  it('already on screen from the HTML (appear false), moves focus in at the next frame', async () => {
    renderUi(
      <Modal open onClose={() => undefined} title="Select your area" appear={false}>
        <p>Where should we deliver?</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveFocus();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(dialog).toHaveFocus();
  });

  it('at that frame leaves focus where the shopper already put it inside', async () => {
    renderUi(
      <Modal open onClose={() => undefined} title="Sign in" appear={false}>
        <TextField label="Phone number" />
      </Modal>,
    );
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    field.focus();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(field).toHaveFocus();
  });

  it('verify-otp has no close button and ignores Escape and the dim layer', async () => {
    renderUi(<Harness variant="verify-otp" />);
    await userEvent.click(screen.getByRole('button', { name: 'Change area' }));
    const dialog = screen.getByRole('dialog', { name: 'Select your area' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('warn asks for a decision as an alert dialog', async () => {
    renderUi(<Harness variant="warn" />);
    await userEvent.click(screen.getByRole('button', { name: 'Change area' }));
    expect(screen.getByRole('alertdialog', { name: 'Select your area' })).toBeInTheDocument();
  });

  it.each(DIALOG_VARIANTS.filter((v) => v !== 'warn'))(
    'renders the %s variant as a labelled dialog',
    (variant) => {
      renderUi(
        <Modal open onClose={() => undefined} title="Title" variant={variant}>
          {'Body'}
        </Modal>,
      );
      expect(screen.getByRole('dialog', { name: 'Title' }).parentElement).toHaveAttribute(
        'data-variant',
        variant,
      );
    },
  );

  it('refuses a variant outside the spec list and renders nothing', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderUi(
      <Modal open onClose={() => undefined} title="Title" variant={'popup' as DialogVariant}>
        {'Body'}
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"popup" is not a dialog variant'));
    error.mockRestore();
  });

  it('labels its close button in Arabic in the Arabic shell', () => {
    renderUi(
      <Modal open onClose={() => undefined} title="اختر منطقتك">
        {'…'}
      </Modal>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});

describe('DialogPanel (the markup the shell also renders to HTML)', () => {
  it('marks its close button unavailable when nothing can close it yet', () => {
    renderUi(
      <DialogPanel
        variant="address-selector"
        canClose
        title="Select your area"
        closeLabel="Close"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Select your area' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
    expect(getComputedStyle(dialog).animation).not.toBe('none');
  });

  it('has a working close button once given onClose, and can skip its entry animation', () => {
    const onClose = jest.fn();
    renderUi(
      <DialogPanel
        variant="address-selector"
        canClose
        onClose={onClose}
        appear={false}
        title="Select your area"
        closeLabel="Close"
      />,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).not.toHaveAttribute('aria-disabled');
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getComputedStyle(screen.getByRole('dialog')).animation).toBe('none');
  });
});
