import { mergeTexts } from '@dukkan/contracts';
import type { Texts } from '@dukkan/contracts';
import { everyPageEn } from './en/every-page';
import { drawerEn } from './en/drawer';
import { signInEn } from './en/sign-in';
import { otpEn } from './en/otp';
import { overviewEn } from './en/overview';
import { tierNamesEn } from './en/tier-names';
import { loyaltyEn } from './en/loyalty';
import { loyaltyUpgradeEn } from './en/loyalty-upgrade';
import { addressChoiceEn } from './en/address-choice';
import { addressBookEn } from './en/address-book';
import { ordersEn } from './en/orders';
import { reviewsEn } from './en/reviews';
import { substitutionsEn } from './en/substitutions';
import { wishlistEn } from './en/wishlist';

/** The type of several parts merged: a group split across files has the keys of each. */
type Merged<T extends readonly object[]> = T extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? Head & Merged<Rest>
  : unknown;

/** The parts merged at every depth, as i18next holds them once each was read. */
export function mergeParts<T extends readonly object[]>(...parts: T): Merged<T> {
  return parts.reduce<Texts>((all, part) => mergeTexts(all, part as Texts), {}) as Merged<T>;
}

/**
 * Every English text of the `account` namespace in one object: what the tests and the e2e specs
 * name controls by. The remote never loads this file. Each file of ./en is (in) one part, read
 * in the page's language only: every-page.ts with the remote's first module (src/i18n.ts), the
 * others with the page or dialog that shows them (./parts). The Arabic files have the same keys.
 */
export const en = mergeParts(
  everyPageEn,
  drawerEn,
  signInEn,
  otpEn,
  overviewEn,
  tierNamesEn,
  loyaltyEn,
  loyaltyUpgradeEn,
  addressChoiceEn,
  addressBookEn,
  ordersEn,
  reviewsEn,
  substitutionsEn,
  wishlistEn,
);

export type AccountMessages = typeof en;
