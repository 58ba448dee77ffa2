/**
 * Facts the service and the storefront's contracts (shared-contracts) each write down: the
 * payment codes and the special-price window. The service cannot import them: the contracts
 * ship TypeScript sources only (`main: src/index.ts`), the service runs its tsc output on Node 20
 * (which cannot load TypeScript) and its tsconfig keeps every source inside the package. So this
 * test loads the contracts' own modules at run time (Jest compiles them) and fails when the two
 * disagree.
 */
import path from 'node:path';
import { PAYMENT_CODES, WALLET_CODE, isPaymentCode } from '../src/domains/order/payment-methods';
import { specialActive, type ProductRow } from '../src/domains/catalog/product-data';

const CONTRACTS_SRC = path.join(__dirname, '..', '..', '..', 'shared-contracts', 'src');

interface ContractConstants {
  PAYMENT_CODES: readonly string[];
  PAYMENT: { free: string; wallet: string };
}
interface PricedProduct {
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  final_price?: number | null;
}
interface ContractCatalogRules {
  effectivePrice: (product: PricedProduct, now: Date) => number | null;
  cartItemSpecialPrice: (product: PricedProduct, now: Date) => number | null;
}

const contracts = jest.requireActual<ContractConstants>(path.join(CONTRACTS_SRC, 'constants'));
const catalogRules = jest.requireActual<ContractCatalogRules>(
  path.join(CONTRACTS_SRC, 'rules', 'catalog'),
);

describe('payment codes', () => {
  it('are the same nine codes in the service and the contracts', () => {
    expect([...PAYMENT_CODES].sort()).toEqual([...contracts.PAYMENT_CODES].sort());
    for (const code of contracts.PAYMENT_CODES) expect(isPaymentCode(code)).toBe(true);
  });

  it('name the same wallet and free methods', () => {
    expect(WALLET_CODE).toBe(contracts.PAYMENT.wallet);
    expect(PAYMENT_CODES).toContain(contracts.PAYMENT.free);
  });
});

describe('special-price window', () => {
  const SPECIAL = 80;
  const REGULAR = 100;
  /** A local-time instant; the service and the storefront both read windows in local time. */
  const at = (day: number, hour = 0, minute = 0, ms = 0) =>
    new Date(2026, 4, day, hour, minute, 0, ms);

  /** The service's answer for a product with these dates, at `now`. */
  const service = (from: Date | null, to: Date | null, now: Date) =>
    specialActive(
      {
        special_price: String(SPECIAL),
        special_from_date: from,
        special_to_date: to,
      } as unknown as ProductRow,
      now,
    );

  /** The contracts' answers for the same product as the service sends its dates. */
  const storefront = (from: Date | null, to: Date | null, now: Date) => {
    const product = {
      special_price: SPECIAL,
      final_price: REGULAR,
      special_from_date: from?.toISOString() ?? null,
      special_to_date: to?.toISOString() ?? null,
    };
    return {
      page: catalogRules.effectivePrice(product, now) === SPECIAL,
      cartItem: catalogRules.cartItemSpecialPrice(product, now) === SPECIAL,
    };
  };

  // From the start of the 10th to the end of the 15th (commerce spec section 9).
  it.each([
    ['the minute before it opens', at(9, 23, 59), false],
    ['the moment it opens', at(10), true],
    ['inside it', at(12, 12), true],
    ['the last millisecond of the end day', at(15, 23, 59, 999), true],
    ['the next day', at(16), false],
  ])('with both dates: %s', (_moment, now, active) => {
    expect(service(at(10), at(15), now)).toBe(active);
    expect(storefront(at(10), at(15), now)).toEqual({ page: active, cartItem: active });
  });

  // Where they part today, listed so that a change on either side shows here. The spec says a
  // special price with only one date "applies always" and none without a date; the service keeps
  // an open bound open (Magento's rule), in its TypeScript and in its catalogue SQL.
  it.each([
    ['only a start date, before it', at(10), null, at(9), { service: false, page: true }],
    ['only an end date, after it', null, at(15), at(16), { service: false, page: true }],
    ['no dates', null, null, at(12), { service: true, page: false }],
  ])('differs with %s', (_case, from, to, now, expected) => {
    expect({ service: service(from, to, now), page: storefront(from, to, now).page }).toEqual(
      expected,
    );
  });
});
