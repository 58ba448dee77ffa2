/**
 * Saved cards (spec CustomerCards, RemoveCard, save card on cart, set card on cart) and the card
 * field rules of spec section 5. The service never receives a full card number through GraphQL:
 * cards are entered on the payment page, which keeps only the masked number and a token.
 */
import type { GqlContext } from '../../graphql/context';
import { requireCustomer } from '../customer/customers';
import { input, notFound, ORDER_MESSAGES } from './errors';

/**
 * First six digits the store accepts (the spec keeps its list private): the common Egyptian
 * issuers' Visa and Mastercard ranges used by the providers' test cards, and Meeza.
 */
export const ALLOWED_CARD_PREFIXES: Record<string, 'VISA' | 'MASTERCARD' | 'MEEZA'> = {
  '400555': 'VISA',
  '411111': 'VISA',
  '424242': 'VISA',
  '450875': 'VISA',
  '512345': 'MASTERCARD',
  '515463': 'MASTERCARD',
  '522222': 'MASTERCARD',
  '555555': 'MASTERCARD',
  '507803': 'MEEZA',
  '507808': 'MEEZA',
};

export const CARD_MESSAGES = {
  format: { en: 'not in valid format', ar: 'الصيغة غير صحيحة' },
  expiry: {
    en: 'The expiry date must be MM/YY with a month from 01 to 12.',
    ar: 'تاريخ الانتهاء يجب أن يكون بصيغة MM/YY والشهر من 01 إلى 12.',
  },
  expired: { en: 'The card has expired.', ar: 'انتهت صلاحية البطاقة.' },
  cvv: ORDER_MESSAGES.invalidDigits,
  holder: { en: 'Enter the name on the card.', ar: 'أدخل الاسم المكتوب على البطاقة.' },
} as const;

export interface CardCheck {
  field: 'card_number' | 'expiry_date' | 'card_security_code' | 'card_holder_name';
  message: { en: string; ar: string };
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkCvv(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv);
}

/** Checks the fields of a new card; returns every problem (empty when the card is acceptable). */
export function checkCard(
  fields: {
    card_number?: string;
    expiry_date?: string;
    card_security_code?: string;
    card_holder_name?: string;
  },
  now: Date,
): CardCheck[] {
  const problems: CardCheck[] = [];
  const number = (fields.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(number))
    problems.push({ field: 'card_number', message: ORDER_MESSAGES.invalidDigits });
  else if (!ALLOWED_CARD_PREFIXES[number.slice(0, 6)] || !luhn(number))
    problems.push({ field: 'card_number', message: CARD_MESSAGES.format });
  const expiry = /^(\d{2})\/(\d{2})$/.exec(fields.expiry_date ?? '');
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12)
    problems.push({ field: 'expiry_date', message: CARD_MESSAGES.expiry });
  else {
    const year = 2000 + Number(expiry[2]);
    const endOfMonth = Date.UTC(year, month, 1);
    if (endOfMonth <= now.getTime())
      problems.push({ field: 'expiry_date', message: CARD_MESSAGES.expired });
  }
  if (!checkCvv(fields.card_security_code ?? ''))
    problems.push({ field: 'card_security_code', message: CARD_MESSAGES.cvv });
  const holder = (fields.card_holder_name ?? '').trim();
  if (holder.length < 2 || holder.length > 60)
    problems.push({ field: 'card_holder_name', message: CARD_MESSAGES.holder });
  return problems;
}

export function maskCard(number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  return `${digits.slice(0, 6)}******${digits.slice(-4)}`;
}

export function cardOption(number: string): 'VISA' | 'MASTERCARD' | 'MEEZA' {
  return ALLOWED_CARD_PREFIXES[number.replace(/[\s-]/g, '').slice(0, 6)] ?? 'VISA';
}

const cardView = (c: {
  id: number;
  card_number: string;
  expiry_date: string;
  payment_option: string;
  card_holder_name: string;
}) => ({
  card_id: c.id,
  card_number: c.card_number,
  expiry_date: c.expiry_date,
  payment_option: c.payment_option,
  card_holder_name: c.card_holder_name,
});

export async function customerCards(ctx: GqlContext) {
  const customerId = requireCustomer(ctx);
  const rows = await ctx.db
    .selectFrom('saved_cards')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(cardView);
}

function cardId(raw: unknown, field: string): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1) {
    throw input(
      {
        en: `"${field}" must be a saved card id.`,
        ar: `"${field}" يجب أن يكون معرف بطاقة محفوظة.`,
      },
      { field },
    );
  }
  return raw;
}

/** One of the signed-in customer's cards; another customer's card is "not found", like an unknown one. */
export async function ownCard(ctx: GqlContext, raw: unknown, field = 'card_id') {
  const customerId = requireCustomer(ctx);
  const id = cardId(raw, field);
  const card = await ctx.db
    .selectFrom('saved_cards')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!card) throw notFound(ORDER_MESSAGES.cardNotFound);
  return card;
}

export async function removeCustomerCard(ctx: GqlContext, raw: unknown) {
  const card = await ownCard(ctx, raw, 'cardId');
  await ctx.db
    .deleteFrom('saved_cards')
    .where('id', '=', card.id)
    .where('customer_id', '=', card.customer_id)
    .execute();
  return { result: true };
}

export { cardView };
