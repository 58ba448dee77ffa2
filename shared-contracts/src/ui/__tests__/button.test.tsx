/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { IconButton, CloseIcon } from '../icon-button';
import { renderUi } from './render-ui';

describe('Button', () => {
  it('is a button named by its label that never submits a form by default', async () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const onClick = jest.fn();
    renderUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>{'Add to cart'}</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is pressed with Enter and Space from the keyboard', async () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>{'Save'}</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('while loading keeps its name and focus, is marked busy and ignores presses', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick}>
        {'Subscribe'}
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading submit button does not submit its form again', async () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    renderUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" loading>
          {'Place order'}
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    renderUi(<Button disabled>{'Confirm location'}</Button>);
    expect(screen.getByRole('button', { name: 'Confirm location' })).toBeDisabled();
  });
});

describe('IconButton', () => {
  it('takes its accessible name from the required label and hides the icon', async () => {
    const onClick = jest.fn();
    const { container } = renderUi(
      <IconButton label="Close" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });
});
