/** The provider of an online payment code, or of an order already sent to one. */
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import type { OrderRow } from '../orders';
import { isPaymentCode, providerNameFor } from '../payment-methods';
import { createApsProvider } from './aps';
import { createPaymobProvider } from './paymob';
import { createSandboxProvider } from './sandbox';
import type { PaymentProvider, ProviderName } from './types';

export interface ProviderDeps {
  config: ServiceConfig;
  db: Kysely<Database>;
}

/** The provider by name, or null when it is not configured here. */
export function providerNamed(deps: ProviderDeps, name: string | null): PaymentProvider | null {
  const { config, db } = deps;
  if (name === 'sandbox') return config.production ? null : createSandboxProvider(config);
  const contactOf = async (order: OrderRow) => {
    if (order.customer_id === null) return { email: order.guest_email };
    const customer = await db
      .selectFrom('customers')
      .select('email')
      .where('id', '=', order.customer_id)
      .executeTakeFirst();
    return { email: customer?.email ?? null };
  };
  if (name === 'paymob' && config.payments.paymob)
    return createPaymobProvider(config.payments.paymob, config, contactOf);
  if (name === 'aps' && config.payments.aps)
    return createApsProvider(config.payments.aps, config, contactOf);
  return null;
}

/** The provider that serves a payment code now (payment-methods.ts, providerNameFor). */
export function providerForCode(deps: ProviderDeps, code: string): PaymentProvider | null {
  if (!isPaymentCode(code)) return null;
  return providerNamed(deps, providerNameFor(code, deps.config) satisfies ProviderName | null);
}
