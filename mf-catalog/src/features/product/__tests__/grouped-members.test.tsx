import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import type { ShellTestOptions } from '@dukkan/build/harness/testing';
import type { AddGroupToCartProps, Locale, ProductSummary } from '@dukkan/contracts';
import '../../../i18n';
import '../../../i18n-product';
import { GroupedMembers } from '../components/grouped-members';

const member = (id: string, name: string, overrides: Partial<ProductSummary> = {}) =>
  ({
    id,
    sku: `DK-${id}`,
    name,
    urlKey: `${name.toLowerCase()}-${id}`,
    type: 'simple',
    imageUrl: null,
    price: 20,
    priceBefore: null,
    stock: 30,
    isNew: false,
    categoryIds: [],
    cartControl: { incrementStep: 1, minAmount: 1, maxAmount: 10, unit: null },
    ...overrides,
  }) satisfies ProductSummary;

const rice = member('11', 'Rice');
const cheese = member('12', 'Cheese', {
  cartControl: { incrementStep: 0.25, minAmount: 0.25, maxAmount: 1, unit: 'kg' },
});
const tea = member('13', 'Tea', { stock: 0 });

/** The cart team's button, standing in: keeps the latest props so the test can answer. */
let latest: AddGroupToCartProps | null = null;
const CART: ShellTestOptions['modules'] = {
  'cart/AddGroupToCart': () =>
    Promise.resolve({
      default: (props: AddGroupToCartProps) => {
        latest = props;
        return <button type="button">{`add ${props.name}`}</button>;
      },
    }),
};

async function setup(locale: Locale = 'en') {
  latest = null;
  await renderWithShell(
    <GroupedMembers
      name="Breakfast pack"
      members={[
        { product: rice, qty: 2 },
        { product: cheese, qty: 0.5 },
        { product: tea, qty: 1 },
      ]}
    />,
    { locale, modules: CART },
  );
  await screen.findByRole('button', { name: 'add Breakfast pack' });
  return userEvent.setup();
}

const sent = () => latest?.items.map((i) => [i.product.sku, i.quantity]);

describe('GroupedMembers', () => {
  it('starts each member at its pack quantity and steps it by its own step', async () => {
    const user = await setup();
    expect(screen.getByRole('group', { name: 'Quantity of Rice' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Quantity of Cheese' })).toHaveTextContent('0.5 kg');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cheese' }));
    expect(screen.getByRole('group', { name: 'Quantity of Cheese' })).toHaveTextContent('0.75 kg');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cheese' }));
    // 1 kg is the member's maximum.
    expect(screen.getByRole('button', { name: 'Increase quantity of Cheese' })).toBeDisabled();
    expect(sent()).toEqual([
      ['DK-11', 2],
      ['DK-12', 1],
      ['DK-13', 0],
    ]);
  });

  it('takes a member down to 0, where it is left out', async () => {
    const user = await setup();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Rice' });
    await user.click(decrease);
    await user.click(decrease);
    expect(screen.getByRole('group', { name: 'Quantity of Rice' })).toHaveTextContent(
      'Not included',
    );
    expect(decrease).toBeDisabled();
    expect(sent()?.[0]).toEqual(['DK-11', 0]);
    // An out-of-stock member has no stepper and is never sent with a quantity.
    expect(screen.queryByRole('group', { name: 'Quantity of Tea' })).not.toBeInTheDocument();
    expect(sent()?.[2]).toEqual(['DK-13', 0]);
  });

  it('shows each member’s outcome in Arabic and keeps every chosen quantity', async () => {
    const user = await setup('ar');
    await user.click(screen.getByRole('button', { name: 'زد كمية Rice' }));
    act(() =>
      latest?.onResult?.([
        { sku: 'DK-11', added: true, message: null },
        { sku: 'DK-12', added: false, message: 'الكمية المطلوبة غير متوفرة.' },
      ]),
    );
    const rows = screen.getAllByTestId('grouped-member');
    expect(within(rows[0]!).getByText('تمت الإضافة إلى السلة')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText('لم تتم الإضافة: الكمية المطلوبة غير متوفرة.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'كمية Rice' })).toHaveTextContent('٣');
    expect(screen.getByRole('group', { name: 'كمية Cheese' })).toHaveTextContent('٠٫٥ كجم');
    expect(within(rows[0]!).getByText('الكمية في الباقة: ٢')).toBeInTheDocument();
    // Changing a refused member's quantity clears what was said about it, not the others.
    await user.click(screen.getByRole('button', { name: 'قلل كمية Cheese' }));
    expect(within(rows[1]!).queryByText(/لم تتم الإضافة/)).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText('تمت الإضافة إلى السلة')).toBeInTheDocument();
  });
});
