/**
 * Which provider serves each online payment code, read from the environment at start
 * (docs/operations.md, "Payments"). Paymob Accept serves the `robusta_accept_*` codes whose
 * integration id is set, once its four keys are set too; Amazon Payment Services serves the two
 * `robusta_payfort_*` codes once its four `APS_*` keys are set; the development sandbox serves the
 * other online codes outside production mode; production offers no online code without a
 * provider. Secrets come only from the environment.
 */
import type { PaymentCode } from '../payment-methods';

/** The Paymob codes and the variable holding each one's integration id. */
export const PAYMOB_INTEGRATION_VARIABLES = {
  robusta_accept_cc: 'PAYMOB_INTEGRATION_CARD',
  robusta_accept_mobile_wallets: 'PAYMOB_INTEGRATION_WALLET',
  robusta_accept_valu: 'PAYMOB_INTEGRATION_VALU',
  robusta_accept_premium: 'PAYMOB_INTEGRATION_PREMIUM',
} as const satisfies Partial<Record<PaymentCode, string>>;

export type PaymobCode = keyof typeof PAYMOB_INTEGRATION_VARIABLES;

/** The keys of the Paymob dashboard (Settings, API keys) and what each is for. */
export const PAYMOB_KEY_VARIABLES = [
  { name: 'PAYMOB_API_KEY', why: 'the API key, exchanged for the token of inquiries' },
  { name: 'PAYMOB_SECRET_KEY', why: 'the secret key of intentions and refunds' },
  { name: 'PAYMOB_PUBLIC_KEY', why: 'the public key of the hosted checkout address' },
  { name: 'PAYMOB_HMAC_SECRET', why: 'the HMAC secret that signs transaction callbacks' },
] as const;

export interface PaymobSettings {
  /** https://accept.paymob.com; another origin only for a local test server. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** Integration id of each Paymob code that is switched on. */
  integrations: Partial<Record<PaymobCode, number>>;
  /** Longest wait for one Paymob answer, in ms (`PAYMOB_TIMEOUT_MS`). */
  timeoutMs: number;
}

export interface PaymentSettings {
  /** Null unless the keys and at least one integration id are set, all valid. */
  paymob: PaymobSettings | null;
  /** Null unless the four APS keys are set, all valid. */
  aps: ApsSettings | null;
  /** Problems in what was set (a method switched on without its keys), one sentence each. */
  problems: string[];
}

export const PAYMOB_DEFAULT_BASE_URL = 'https://accept.paymob.com';
const PAYMOB_DEFAULT_TIMEOUT_MS = 15_000;

export function isPaymobCode(code: string): code is PaymobCode {
  return Object.hasOwn(PAYMOB_INTEGRATION_VARIABLES, code);
}

export function paymentsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const aps = apsFromEnv(env);
  const paymob = paymobFromEnv(env);
  return { paymob: paymob.paymob, aps: aps.aps, problems: [...paymob.problems, ...aps.problems] };
}

function paymobFromEnv(env: NodeJS.ProcessEnv): Omit<PaymentSettings, 'aps'> {
  const problems: string[] = [];
  const integrations: Partial<Record<PaymobCode, number>> = {};
  for (const [code, name] of Object.entries(PAYMOB_INTEGRATION_VARIABLES) as Array<
    [PaymobCode, string]
  >) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0)
      problems.push(`${name} must be the numeric id of a Paymob integration, got "${raw}".`);
    else integrations[code] = id;
  }
  const switchedOn = Object.keys(integrations);
  const missing = PAYMOB_KEY_VARIABLES.filter((k) => (env[k.name] ?? '') === '');
  if (switchedOn.length > 0 && missing.length > 0)
    problems.push(
      `Paymob is switched on (${switchedOn.join(', ')}) but ${missing
        .map((k) => `${k.name} (${k.why})`)
        .join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (docs/operations.md).`,
    );
  const baseUrl = (env.PAYMOB_BASE_URL ?? PAYMOB_DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(baseUrl))
    problems.push(`PAYMOB_BASE_URL must be an http(s) address, got "${baseUrl}".`);
  const timeout = Number(env.PAYMOB_TIMEOUT_MS ?? PAYMOB_DEFAULT_TIMEOUT_MS);
  const complete = switchedOn.length > 0 && missing.length === 0 && problems.length === 0;
  return {
    paymob: complete
      ? {
          baseUrl,
          apiKey: env.PAYMOB_API_KEY ?? '',
          secretKey: env.PAYMOB_SECRET_KEY ?? '',
          publicKey: env.PAYMOB_PUBLIC_KEY ?? '',
          hmacSecret: env.PAYMOB_HMAC_SECRET ?? '',
          integrations,
          timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : PAYMOB_DEFAULT_TIMEOUT_MS,
        }
      : null,
    problems,
  };
}

// ---- Amazon Payment Services (formerly PayFort) -------------------------------------------

/** The codes APS serves, and the `installments` value each sends (STANDALONE: the plan is chosen on APS's page). */
export const APS_CODES = {
  robusta_payfort_cc: null,
  robusta_payfort_installments: 'STANDALONE',
} as const satisfies Partial<Record<PaymentCode, string | null>>;

export type ApsCode = keyof typeof APS_CODES;

/** The keys of the APS dashboard (Integration Settings, Security Settings) and what each is for. */
export const APS_KEY_VARIABLES = [
  { name: 'APS_MERCHANT_IDENTIFIER', why: 'the merchant identifier of every request' },
  { name: 'APS_ACCESS_CODE', why: 'the access code of every request' },
  { name: 'APS_SHA_REQUEST_PHRASE', why: 'the SHA request phrase that signs requests' },
  {
    name: 'APS_SHA_RESPONSE_PHRASE',
    why: 'the SHA response phrase that signs answers and notifications',
  },
] as const;

export interface ApsSettings {
  /** The hosted payment page the browser posts the signed request to (`APS_CHECKOUT_URL`). */
  checkoutUrl: string;
  /** The server-to-server API of CHECK_STATUS and REFUND (`APS_API_URL`). */
  apiUrl: string;
  merchantIdentifier: string;
  accessCode: string;
  requestPhrase: string;
  responsePhrase: string;
  /** Longest wait for one APS answer, in ms (`APS_TIMEOUT_MS`). */
  timeoutMs: number;
}

export const APS_DEFAULT_CHECKOUT_URL = 'https://checkout.payfort.com/FortAPI/paymentPage';
export const APS_DEFAULT_API_URL = 'https://paymentservices.payfort.com/FortAPI/paymentApi';
const APS_DEFAULT_TIMEOUT_MS = 15_000;

export function isApsCode(code: string): code is ApsCode {
  return Object.hasOwn(APS_CODES, code);
}

function apsFromEnv(env: NodeJS.ProcessEnv): Pick<PaymentSettings, 'aps' | 'problems'> {
  const problems: string[] = [];
  const set = APS_KEY_VARIABLES.filter((k) => (env[k.name] ?? '') !== '');
  const missing = APS_KEY_VARIABLES.filter((k) => (env[k.name] ?? '') === '');
  // Half a configuration is refused: a store that meant to take cards must not start without.
  if (set.length > 0 && missing.length > 0)
    problems.push(
      `Amazon Payment Services is partly configured (${set.map((k) => k.name).join(', ')}) but ${missing
        .map((k) => `${k.name} (${k.why})`)
        .join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (docs/operations.md).`,
    );
  const checkoutUrl = env.APS_CHECKOUT_URL ?? APS_DEFAULT_CHECKOUT_URL;
  const apiUrl = env.APS_API_URL ?? APS_DEFAULT_API_URL;
  for (const [name, value] of [
    ['APS_CHECKOUT_URL', checkoutUrl],
    ['APS_API_URL', apiUrl],
  ] as const)
    if (!/^https?:\/\/[^/]/.test(value))
      problems.push(`${name} must be an http(s) address, got "${value}".`);
  const timeout = Number(env.APS_TIMEOUT_MS ?? APS_DEFAULT_TIMEOUT_MS);
  const complete = missing.length === 0 && problems.length === 0;
  return {
    aps: complete
      ? {
          checkoutUrl,
          apiUrl,
          merchantIdentifier: env.APS_MERCHANT_IDENTIFIER ?? '',
          accessCode: env.APS_ACCESS_CODE ?? '',
          requestPhrase: env.APS_SHA_REQUEST_PHRASE ?? '',
          responsePhrase: env.APS_SHA_RESPONSE_PHRASE ?? '',
          timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : APS_DEFAULT_TIMEOUT_MS,
        }
      : null,
    problems,
  };
}
