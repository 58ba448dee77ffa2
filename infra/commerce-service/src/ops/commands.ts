/**
 * The commands of `npm run ops`: each one GraphQL document of the operator API, its variables
 * built from the command line, and how its answer is printed. Node built-ins only, so the client
 * runs anywhere the service's dist folder is.
 */

export class UsageError extends Error {}

export interface Parsed {
  positional: string[];
  flags: Map<string, string[]>;
}

/** Flags without a value. */
const BOOLEAN_FLAGS = new Set(['json']);

/** `--name value` (repeatable), `--name=value`, and the rest positional. */
export function parseArgs(argv: readonly string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (BOOLEAN_FLAGS.has(name)) {
      flags.set(name, ['yes']);
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value.`);
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  return { positional, flags };
}

export const flag = (p: Parsed, name: string): string | undefined => p.flags.get(name)?.at(-1);

function int(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new UsageError(`${name} must be a whole number.`);
  return Number(value);
}

function num(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new UsageError(`${name} must be a number.`);
  return n;
}

/** A limit flag: a number, or "none" for no limit (null); absent leaves it unchanged. */
function limitFlag(value: string | undefined, name: string): number | null | undefined {
  return value === 'none' ? null : int(value, name);
}

function need(p: Parsed, count: number, usage: string): string[] {
  if (p.positional.length < count) throw new UsageError(`usage: npm run ops -- ${usage}`);
  return p.positional;
}

type Row = Record<string, unknown>;

/** A value as one table cell: '-' for none, JSON for an object. */
const cell = (v: unknown): string =>
  v === null || v === undefined ? '-' : typeof v === 'string' ? v : JSON.stringify(v);

export interface Command {
  usage: string;
  document: string;
  variables(p: Parsed): Record<string, unknown>;
  /** Lines to print from the answer's data; `failed` makes the exit code 1 (a refused bulk item). */
  print(data: Row): { lines: string[]; failed?: boolean };
}

const table = (rows: Row[], columns: string[]): string[] =>
  rows.length === 0
    ? ['(none)']
    : [columns.join('\t'), ...rows.map((r) => columns.map((c) => cell(r[c])).join('\t'))];

const ORDER_COLUMNS = [
  'number',
  'status',
  'payment_status',
  'payment_method',
  'grand_total',
  'customer_email',
  'customer_phone',
  'created_at',
];
const MOVED = 'number status payment_status refunded';
const movedLine = (m: Row) =>
  `${String(m.number)}: ${String(m.status)} (payment ${String(m.payment_status)}${m.refunded ? ', refunded' : ''})`;
const STOCK = 'sku source qty price';
const COUPON = 'code label kind amount uses_total uses_per_customer times_used is_active';
const couponLine = (c: Row) =>
  `coupon ${String(c.code)}: ${String(c.kind)} ${String(c.amount)}, uses ${String(c.times_used)}/${c.uses_total == null ? 'unlimited' : cell(c.uses_total)}, per customer ${c.uses_per_customer == null ? 'unlimited' : cell(c.uses_per_customer)}, ${c.is_active ? 'active' : 'inactive'}`;

export const COMMANDS: Record<string, Command> = {
  'orders list': {
    usage:
      'orders list [--status S] [--number N] [--phone P] [--email E] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N]',
    document: `query($status: OrderStatus, $number: String, $phone: String, $email: String, $from: String, $to: String, $limit: Int) {
      orders(status: $status, number: $number, phone: $phone, email: $email, from: $from, to: $to, limit: $limit) { ${ORDER_COLUMNS.join(' ')} } }`,
    variables: (p) => ({
      status: flag(p, 'status'),
      number: flag(p, 'number'),
      phone: flag(p, 'phone'),
      email: flag(p, 'email'),
      from: flag(p, 'from'),
      to: flag(p, 'to'),
      limit: int(flag(p, 'limit'), '--limit'),
    }),
    print: (d) => ({ lines: table(d.orders as Row[], ORDER_COLUMNS) }),
  },
  'orders move': {
    usage:
      'orders move <number> <processing|out_for_delivery|delivered|closed|canceled> [--comment C]',
    document: `mutation($n: String!, $to: OrderStatus!, $c: String) { moveOrder(number: $n, to: $to, comment: $c) { ${MOVED} } }`,
    variables: (p) => {
      const [n, to] = need(p, 2, COMMANDS['orders move']!.usage);
      return { n, to, c: flag(p, 'comment') };
    },
    print: (d) => ({ lines: [movedLine(d.moveOrder as Row)] }),
  },
  'orders cancel': {
    usage: 'orders cancel <number...> [--comment C]',
    document: `mutation($n: [String!]!, $c: String) { cancelOrders(numbers: $n, comment: $c) { number ok status refunded error } }`,
    variables: (p) => ({ n: need(p, 1, COMMANDS['orders cancel']!.usage), c: flag(p, 'comment') }),
    print: (d) => {
      const rows = d.cancelOrders as Row[];
      return {
        lines: rows.map((r) =>
          r.ok
            ? `${String(r.number)}: canceled${r.refunded ? ', refunded' : ''}`
            : `${String(r.number)}: refused: ${String(r.error)}`,
        ),
        failed: rows.some((r) => !r.ok),
      };
    },
  },
  'orders refund': {
    usage: 'orders refund <number>',
    document: `mutation($n: String!) { refundOrder(number: $n) { ${MOVED} } }`,
    variables: (p) => ({ n: need(p, 1, COMMANDS['orders refund']!.usage)[0] }),
    print: (d) => ({ lines: [movedLine(d.refundOrder as Row)] }),
  },
  'orders substitute': {
    usage: 'orders substitute <number> [--item <order item id>]',
    document: `mutation($n: String!, $i: Int) { proposeSubstitution(number: $n, item_id: $i) { order_number item_id replacements expires_at } }`,
    variables: (p) => ({
      n: need(p, 1, COMMANDS['orders substitute']!.usage)[0],
      i: int(flag(p, 'item'), '--item'),
    }),
    print: (d) => {
      const s = d.proposeSubstitution as Row;
      return {
        lines: [
          `${String(s.order_number)}: ${String(s.replacements)} replacements for item ${String(s.item_id)}, answer by ${String(s.expires_at)}`,
        ],
      };
    },
  },
  'reviews unlock': {
    usage: 'reviews unlock <order number> [--item <order item id>]',
    document: `mutation($n: String!, $i: Int) { unlockReviews(number: $n, item_id: $i) }`,
    variables: (p) => ({
      n: need(p, 1, COMMANDS['reviews unlock']!.usage)[0],
      i: int(flag(p, 'item'), '--item'),
    }),
    print: (d) => ({ lines: [`${String(d.unlockReviews)} reviews unlocked`] }),
  },
  'orders reorder': {
    usage: 'orders reorder <number>',
    document: `mutation($n: String!) { reorderOrder(number: $n) { number cart_items problems { item_id code message } } }`,
    variables: (p) => ({ n: need(p, 1, COMMANDS['orders reorder']!.usage)[0] }),
    print: (d) => {
      const r = d.reorderOrder as Row;
      const problems = r.problems as Row[];
      return {
        lines: [
          `${String(r.number)}: the customer's cart holds ${String(r.cart_items)} lines`,
          ...problems.map(
            (p) => `item ${String(p.item_id)}: ${String(p.code)} ${String(p.message)}`,
          ),
        ],
      };
    },
  },
  'stock set': {
    usage: 'stock set <sku> <source> <qty>',
    document: `mutation($s: String!, $src: String!, $q: Float!) { setStock(sku: $s, source: $src, qty: $q) { ${STOCK} } }`,
    variables: (p) => {
      const [s, src, q] = need(p, 3, COMMANDS['stock set']!.usage);
      return { s, src, q: num(q, 'qty') };
    },
    print: (d) => ({ lines: table([d.setStock as Row], STOCK.split(' ')) }),
  },
  'price set': {
    usage: 'price set <sku> <source> <price|product>',
    document: `mutation($s: String!, $src: String!, $p: Float) { setPrice(sku: $s, source: $src, price: $p) { ${STOCK} } }`,
    variables: (p) => {
      const [s, src, price] = need(p, 3, COMMANDS['price set']!.usage);
      return { s, src, p: price === 'product' ? null : num(price, 'price') };
    },
    print: (d) => ({ lines: table([d.setPrice as Row], STOCK.split(' ')) }),
  },
  'coupons create': {
    usage:
      'coupons create <code> --label L --label-ar L --kind percent|fixed --amount N [--uses-total N] [--uses-per-customer N] [--min-subtotal N] [--max-discount N] [--from D] [--to D]',
    document: `mutation($i: CouponInput!) { createCoupon(input: $i) { ${COUPON} } }`,
    variables: (p) => ({
      i: {
        code: need(p, 1, COMMANDS['coupons create']!.usage)[0],
        label: flag(p, 'label') ?? '',
        label_ar: flag(p, 'label-ar') ?? '',
        kind: flag(p, 'kind') ?? '',
        amount: num(flag(p, 'amount'), '--amount') ?? 0,
        uses_total: int(flag(p, 'uses-total'), '--uses-total'),
        uses_per_customer: int(flag(p, 'uses-per-customer'), '--uses-per-customer'),
        min_subtotal: num(flag(p, 'min-subtotal'), '--min-subtotal'),
        max_discount: num(flag(p, 'max-discount'), '--max-discount'),
        from_date: flag(p, 'from'),
        to_date: flag(p, 'to'),
      },
    }),
    print: (d) => ({ lines: [couponLine(d.createCoupon as Row)] }),
  },
  'coupons limit': {
    usage:
      'coupons limit <code> [--uses-total N|none] [--uses-per-customer N|none] [--active yes|no]',
    document: `mutation($c: String!, $t: Int, $u: Int, $a: Boolean) { limitCoupon(code: $c, uses_total: $t, uses_per_customer: $u, is_active: $a) { ${COUPON} } }`,
    variables: (p) => {
      const active = flag(p, 'active');
      if (active !== undefined && active !== 'yes' && active !== 'no')
        throw new UsageError('--active must be yes or no.');
      const vars: Record<string, unknown> = { c: need(p, 1, COMMANDS['coupons limit']!.usage)[0] };
      if (p.flags.has('uses-total')) vars.t = limitFlag(flag(p, 'uses-total'), '--uses-total');
      if (p.flags.has('uses-per-customer'))
        vars.u = limitFlag(flag(p, 'uses-per-customer'), '--uses-per-customer');
      if (active !== undefined) vars.a = active === 'yes';
      return vars;
    },
    print: (d) => ({ lines: [couponLine(d.limitCoupon as Row)] }),
  },
  'messages failed': {
    usage: 'messages failed [--limit N]',
    document: `query($l: Int) { failedMessages(limit: $l) { id kind channel recipient attempts last_error failed_at } }`,
    variables: (p) => ({ l: int(flag(p, 'limit'), '--limit') }),
    print: (d) => ({
      lines: table(d.failedMessages as Row[], [
        'id',
        'kind',
        'channel',
        'recipient',
        'attempts',
        'failed_at',
        'last_error',
      ]),
    }),
  },
  'messages retry': {
    usage: 'messages retry <id>',
    document: `mutation($id: ID!) { retryMessage(id: $id) { id status } }`,
    variables: (p) => ({ id: need(p, 1, COMMANDS['messages retry']!.usage)[0] }),
    print: (d) => ({ lines: [`message ${String((d.retryMessage as Row).id)} queued again`] }),
  },
  audit: {
    usage: 'audit [--limit N] [--operator E] [--operation O]',
    document: `query($l: Int, $e: String, $o: String) { auditLog(limit: $l, operator_email: $e, operation: $o) { created_at operator_email operation ok result input } }`,
    variables: (p) => ({
      l: int(flag(p, 'limit'), '--limit'),
      e: flag(p, 'operator'),
      o: flag(p, 'operation'),
    }),
    print: (d) => ({
      lines: table(d.auditLog as Row[], [
        'created_at',
        'operator_email',
        'operation',
        'ok',
        'result',
        'input',
      ]),
    }),
  },
};
