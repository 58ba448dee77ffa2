/**
 * Which provider serves each online payment code, read from the environment at start
 * (docs/operations.md, "Payments"). Paymob Accept serves the `robusta_accept_*` codes whose
 * integration id is set, once its four keys are set too; the development sandbox serves the
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
  /** Problems in what was set (a method switched on without its keys), one sentence each. */
  problems: string[];
}

export const PAYMOB_DEFAULT_BASE_URL = 'https://accept.paymob.com';
const PAYMOB_DEFAULT_TIMEOUT_MS = 15_000;

export function isPaymobCode(code: string): code is PaymobCode {
  return Object.hasOwn(PAYMOB_INTEGRATION_VARIABLES, code);
}

export function paymentsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
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
