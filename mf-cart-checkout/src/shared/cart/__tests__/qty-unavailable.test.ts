import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import type { ProductSummary, ShellContextValue } from '@dukkan/contracts';
import { changeItemQuantity, setQuantity } from '../cart-operations';
import { ClientCartError, describeCartError } from '../cart-errors';
import { resetCartStoreForTests } from '../cart-store';

/** A client whose every request is recorded and answered with nothing. */
function recordingDeps() {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '');
        observer.next({ data: null });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const shell = () =>
    ({ session: { isLoggedIn: false, token: null } }) as unknown as ShellContextValue;
  return { deps: { client, shell }, sent };
}

const rice = { sku: 'rice-1kg', name: 'Rice' } as unknown as ProductSummary;

beforeEach(() => {
  resetCartStoreForTests();
});

describe('qtyUnavailable (commerce spec section 4, "Setting quantity")', () => {
  it.each([0, -1])(
    'setting %i of an item that is not in the cart is refused without a request',
    async (quantity) => {
      const { deps, sent } = recordingDeps();
      const refusal = setQuantity(deps, rice, quantity);
      await expect(refusal).rejects.toBeInstanceOf(ClientCartError);
      await expect(refusal).rejects.toMatchObject({ key: 'qtyUnavailable' });
      expect(sent).toEqual([]);
    },
  );

  it('changing a line with no cart in use is refused the same way', async () => {
    const { deps, sent } = recordingDeps();
    await expect(changeItemQuantity(deps, 'uid-1', 2)).rejects.toMatchObject({
      key: 'qtyUnavailable',
    });
    expect(sent).toEqual([]);
  });

  it('is worded in the page language as a danger alert', () => {
    const error = new ClientCartError('qtyUnavailable');
    expect(describeCartError(error, 'en')).toEqual({
      key: 'qtyUnavailable',
      message: 'This quantity is not available.',
      type: 'danger',
    });
    expect(describeCartError(error, 'ar').message).toBe('هذه الكمية غير متوفرة.');
  });
});
