import { act, fireEvent, render, screen } from '@testing-library/react';
import type * as CartOperations from '../cart-operations';
import type * as ChangeDocuments from '../change-documents';
import { useLoadChangesWhenIdle } from '../hooks/use-change-documents';

// The change documents' chunk (cart-mutations.ts) as the page's dynamic import reaches it: each
// load is counted, and the next ones can be made to fail as a lost connection would.
let mockLoads = 0;
let mockFailures = 0;
jest.mock('../cart-mutations', () => {
  mockLoads += 1;
  if (mockFailures > 0) {
    mockFailures -= 1;
    throw new Error('chunk failed');
  }
  return jest.requireActual<object>('../cart-mutations');
});

type Operations = typeof CartOperations;
type Intent = typeof ChangeDocuments;

/**
 * The cart's modules as a new page has them: nothing loaded yet. A new module registry, so the
 * chunk's later dynamic import counts as a first load again.
 */
function newPage(): { operations: Operations; intent: Intent } {
  jest.resetModules();
  return {
    operations: jest.requireActual<Operations>('../cart-operations'),
    intent: jest.requireActual<Intent>('../change-documents'),
  };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function CartPage() {
  useLoadChangesWhenIdle();
  return <h1>Cart</h1>;
}

describe('the cart change documents', () => {
  beforeEach(() => {
    mockLoads = 0;
    mockFailures = 0;
  });

  it('the cart page loads them once the page is idle, not while it renders', async () => {
    jest.useFakeTimers();
    try {
      render(<CartPage />);
      await act(async () => {
        for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      });
      expect(mockLoads).toBe(0);
      act(() => {
        jest.advanceTimersByTime(2_000);
      });
    } finally {
      jest.useRealTimers();
    }
    await settle();
    expect(mockLoads).toBe(1);
  });

  it('a failed load is not kept: the next change asks again, and a loaded chunk is kept', async () => {
    const { operations } = newPage();
    mockFailures = 1;
    await expect(operations.preloadCartMutations()).rejects.toThrow('chunk failed');
    await expect(operations.preloadCartMutations()).resolves.toHaveProperty(
      'AddProductsToCartDocument',
    );
    await operations.preloadCartMutations();
    expect(mockLoads).toBe(2);
  });

  it('they load when the shopper reaches for a cart control, once', async () => {
    const { intent } = newPage();
    render(
      <div {...intent.LOAD_CHANGES_ON_INTENT}>
        <button type="button">Add Mangoes to cart</button>
      </div>,
    );
    expect(mockLoads).toBe(0);
    const button = screen.getByRole('button', { name: 'Add Mangoes to cart' });
    fireEvent.pointerEnter(button);
    await settle();
    expect(mockLoads).toBe(1);
    fireEvent.focus(button);
    fireEvent.touchStart(button);
    await settle();
    expect(mockLoads).toBe(1);
  });
});
