/**
 * The nine payment codes of the spec, their titles in both languages and when a cart may use
 * them. Amount limits are this store's rules (the spec names the errors, not the limits); they
 * are constants here so the README and the tests can state them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServiceConfig } from '../../config';
import { input, ORDER_MESSAGES } from './errors';
import { isApsCode, isPaymobCode } from './providers/settings';

/** The contracts list them too (`PAYMENT_CODES`); test/contract-rules.test.ts keeps both the same. */
export const PAYMENT_CODES = [
  'free',
  'cashondelivery',
  'cardondelivery',
  'robusta_payfort_cc',
  'robusta_payfort_installments',
  'robusta_accept_premium',
  'robusta_accept_valu',
  'robusta_accept_cc',
  'robusta_accept_mobile_wallets',
] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

export const WALLET_CODE = 'robusta_accept_mobile_wallets';

/** Provider of each online method; offline methods have none. */
export const PROVIDER: Record<PaymentCode, 'payfort' | 'accept' | 'wallet' | null> = {
  free: null,
  cashondelivery: null,
  cardondelivery: null,
  robusta_payfort_cc: 'payfort',
  robusta_payfort_installments: 'payfort',
  robusta_accept_premium: 'accept',
  robusta_accept_valu: 'accept',
  robusta_accept_cc: 'accept',
  robusta_accept_mobile_wallets: 'wallet',
};

export const TITLES: Record<PaymentCode, { en: string; ar: string }> = {
  free: { en: 'No Payment Information Required', ar: 'لا حاجة لبيانات الدفع' },
  cashondelivery: { en: 'Cash On Delivery', ar: 'الدفع نقداً عند الاستلام' },
  cardondelivery: { en: 'Card On Delivery', ar: 'الدفع بالبطاقة عند الاستلام' },
  robusta_payfort_cc: { en: 'Credit / Debit Card', ar: 'بطاقة ائتمان / خصم مباشر' },
  robusta_payfort_installments: { en: 'Bank Installments', ar: 'تقسيط على البطاقة البنكية' },
  robusta_accept_premium: { en: 'Premium Card Installments', ar: 'تقسيط بريميوم كارد' },
  robusta_accept_valu: { en: 'valU Installments', ar: 'تقسيط ڤاليو' },
  robusta_accept_cc: { en: 'Credit Card (Accept)', ar: 'بطاقة ائتمان (أكسبت)' },
  robusta_accept_mobile_wallets: { en: 'Mobile Wallet', ar: 'المحفظة الإلكترونية' },
};

/** Limits in EGP of the grand total: [minimum, maximum]. */
export const AMOUNT_LIMITS: Partial<Record<PaymentCode, { min?: number; max?: number }>> = {
  cashondelivery: { max: 10_000 },
  robusta_payfort_installments: { min: 1_000 },
  robusta_accept_premium: { min: 1_000 },
  robusta_accept_valu: { min: 500 },
  robusta_accept_mobile_wallets: { max: 30_000 },
};

export function isPaymentCode(code: unknown): code is PaymentCode {
  return typeof code === 'string' && (PAYMENT_CODES as readonly string[]).includes(code);
}

export function isOnline(code: PaymentCode): boolean {
  return PROVIDER[code] !== null;
}

/**
 * Which provider serves an online code (docs/operations.md, "Payments"): Paymob for a
 * `robusta_accept_*` code whose integration id is configured with the Paymob keys; Amazon
 * Payment Services for a `robusta_payfort_*` code when its four keys are set; else the
 * development sandbox outside production mode; else none, and the code is not offered.
 */
export function providerNameFor(
  code: PaymentCode,
  config: Pick<ServiceConfig, 'production' | 'payments'>,
): 'paymob' | 'aps' | 'sandbox' | null {
  if (!isOnline(code)) return null;
  if (isApsCode(code) && config.payments.aps) return 'aps';
  if (isPaymobCode(code) && config.payments.paymob?.integrations[code] !== undefined)
    return 'paymob';
  return config.production ? null : 'sandbox';
}

export interface PaymentContext {
  grandTotal: number;
  isGuest: boolean;
  config: ServiceConfig;
}

/** Why a supported code cannot be used for this cart, or null when it can. */
export function refusal(code: PaymentCode, c: PaymentContext): string | null {
  if (c.grandTotal <= 0) return code === 'free' ? null : 'the grand total is 0: only free';
  if (code === 'free') return 'the grand total is above 0';
  if (isOnline(code) && providerNameFor(code, c.config) === null)
    return 'no online payment provider';
  const limits = AMOUNT_LIMITS[code];
  if (limits?.min !== undefined && c.grandTotal < limits.min) return `below ${limits.min} EGP`;
  if (limits?.max !== undefined && c.grandTotal > limits.max) return `above ${limits.max} EGP`;
  return null;
}

export function availableMethods(
  c: PaymentContext,
  locale: 'en' | 'ar',
): Array<{ code: PaymentCode; title: string; sandbox: boolean }> {
  return PAYMENT_CODES.filter((code) => refusal(code, c) === null).map((code) => ({
    code,
    title: title(code, locale),
    sandbox: providerNameFor(code, c.config) === 'sandbox',
  }));
}

export function title(code: string, locale: 'en' | 'ar'): string {
  return isPaymentCode(code) ? TITLES[code][locale] : code;
}

/** Checks a code for a cart: `not supported` outside the list, `not allowed` when the cart cannot use it. */
export function assertUsable(code: unknown, c: PaymentContext): PaymentCode {
  if (!isPaymentCode(code))
    throw input(ORDER_MESSAGES.notSupported, { code: 'PAYMENT_NOT_SUPPORTED' });
  const why = refusal(code, c);
  if (why !== null)
    throw input(ORDER_MESSAGES.notAllowed, { code: 'PAYMENT_NOT_ALLOWED', reason: why });
  return code;
}

// ---- PayFort-style request signature -------------------------------------------------------

/**
 * HMAC SHA-256 (hex) over the fields sorted by name, each written `name=value` and joined without
 * separators, as PayFort signs requests. `signature` itself and empty values are left out.
 */
export function signFields(fields: Record<string, string>, secret: string): string {
  const text = Object.keys(fields)
    .filter((k) => k !== 'signature' && fields[k] !== undefined && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('');
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function verifySignature(
  fields: Record<string, string>,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(signFields(fields, secret), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
