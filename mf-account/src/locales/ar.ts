import type { AccountMessages } from './en';
import { mergeParts } from './en';
import { everyPageAr } from './ar/every-page';
import { drawerAr } from './ar/drawer';
import { signInAr } from './ar/sign-in';
import { otpAr } from './ar/otp';
import { overviewAr } from './ar/overview';
import { tierNamesAr } from './ar/tier-names';
import { loyaltyAr } from './ar/loyalty';
import { loyaltyUpgradeAr } from './ar/loyalty-upgrade';
import { addressChoiceAr } from './ar/address-choice';
import { addressBookAr } from './ar/address-book';
import { ordersAr } from './ar/orders';
import { reviewsAr } from './ar/reviews';
import { substitutionsAr } from './ar/substitutions';
import { wishlistAr } from './ar/wishlist';

/** Every Arabic text of the `account` namespace (tests, e2e specs); each ./ar file has its ./en file's type. */
export const ar: AccountMessages = mergeParts(
  everyPageAr,
  drawerAr,
  signInAr,
  otpAr,
  overviewAr,
  tierNamesAr,
  loyaltyAr,
  loyaltyUpgradeAr,
  addressChoiceAr,
  addressBookAr,
  ordersAr,
  reviewsAr,
  substitutionsAr,
  wishlistAr,
);
