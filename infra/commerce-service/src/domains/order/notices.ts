/**
 * The order's messages to its customer, written in the transaction of the change they tell about
 * (src/messages/): the confirmation when an order is placed (or, for an online payment, when the
 * payment is approved), a status change, a proposed substitution. A customer's order goes to the
 * account's e-mail and phone, a guest's to the e-mail and phone given at checkout; all in the
 * language the order was placed in.
 */
import type { Transaction } from 'kysely';
import type { ServiceConfig } from '../../config';
import type { Database } from '../../db/schema';
import { storefrontPage } from '../../links';
import type { MessageWriter } from '../../messages/messenger';
import {
  orderConfirmationEmail,
  orderConfirmationSms,
  orderStatusText,
  substitutionText,
  type ConfirmationFacts,
} from '../../messages/texts';
import { STATUS_LABELS, type OrderRow } from './orders';
import { title as paymentTitle } from './payment-methods';

type Trx = Transaction<Database>;

interface Recipients {
  email: string | null;
  phone: string | null;
}

async function recipientsOf(trx: Trx, order: OrderRow): Promise<Recipients> {
  if (order.customer_id !== null) {
    const customer = await trx
      .selectFrom('customers')
      .select(['email', 'phone_number'])
      .where('id', '=', order.customer_id)
      .executeTakeFirst();
    if (customer) return { email: customer.email, phone: customer.phone_number };
  }
  const address = order.shipping_address ?? order.billing_address;
  return { email: order.guest_email, phone: address?.telephone ?? null };
}

/** Where a customer reads the order: the account's order page, or for a guest the store's home. */
function orderLink(config: ServiceConfig, order: OrderRow): string {
  return order.customer_id !== null
    ? storefrontPage(config, order.locale, `account/orders/${order.number}`)
    : storefrontPage(config, order.locale);
}

async function writeBoth(
  trx: Trx,
  messages: MessageWriter,
  to: Recipients,
  kind: string,
  locale: 'en' | 'ar',
  email: { subject: string; body: string },
  sms: string,
): Promise<void> {
  if (to.email)
    await messages.enqueue(trx, { kind, locale, channel: 'email', to: to.email, ...email });
  if (to.phone)
    await messages.enqueue(trx, { kind, locale, channel: 'sms', to: to.phone, body: sms });
}

/** The confirmation: number, items, totals, delivery slot or pickup store. */
export async function writeOrderConfirmation(
  trx: Trx,
  deps: { messages: MessageWriter; config: ServiceConfig },
  order: OrderRow,
): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['name', 'name_ar', 'qty', 'row_total'])
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  const store =
    order.is_store_pickup && order.store_id !== null
      ? await trx
          .selectFrom('stores')
          .select(['name', 'name_ar', 'address', 'address_ar'])
          .where('id', '=', order.store_id)
          .executeTakeFirst()
      : undefined;
  const facts: ConfirmationFacts = {
    number: order.number,
    items: items.map((i) => ({
      name: i.name,
      nameAr: i.name_ar,
      qty: i.qty,
      rowTotal: i.row_total,
    })),
    subtotal: order.subtotal,
    discountTotal: order.discount_total,
    shipping: order.shipping_amount,
    grandTotal: order.grand_total,
    paymentTitle: paymentTitle(order.payment_method_code, order.locale),
    delivery:
      order.delivery_day && order.delivery_from && order.delivery_to
        ? { day: order.delivery_day, from: order.delivery_from, to: order.delivery_to }
        : null,
    pickupStore: store
      ? {
          name: store.name,
          nameAr: store.name_ar,
          address: store.address,
          addressAr: store.address_ar,
        }
      : null,
    link: orderLink(deps.config, order),
  };
  await writeBoth(
    trx,
    deps.messages,
    await recipientsOf(trx, order),
    'order_confirmation',
    order.locale,
    orderConfirmationEmail(facts, order.locale),
    orderConfirmationSms(facts, order.locale),
  );
}

/** The order moved to another status. */
export async function writeStatusChange(
  trx: Trx,
  deps: { messages: MessageWriter; config: ServiceConfig },
  order: OrderRow,
): Promise<void> {
  const text = orderStatusText(
    order.number,
    STATUS_LABELS[order.status],
    order.locale,
    orderLink(deps.config, order),
  );
  await writeBoth(
    trx,
    deps.messages,
    await recipientsOf(trx, order),
    'order_status',
    order.locale,
    text,
    text.body,
  );
}

/** The store proposed replacements for an item: the customer chooses on the substitution page. */
export async function writeSubstitutionProposal(
  trx: Trx,
  deps: { messages: MessageWriter; config: ServiceConfig },
  order: OrderRow,
): Promise<void> {
  const text = substitutionText(
    order.number,
    order.locale,
    storefrontPage(deps.config, order.locale, `substitution/${order.number}`),
  );
  await writeBoth(
    trx,
    deps.messages,
    await recipientsOf(trx, order),
    'substitution',
    order.locale,
    text,
    text.body,
  );
}
