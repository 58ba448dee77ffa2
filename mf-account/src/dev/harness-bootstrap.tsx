// The account remote alone (`npm run dev`, http://localhost:3003/en/_harness).
import { renderHarness } from '@dukkan/build/harness';

renderHarness({
  remote: 'account',
  modules: {
    'account/LoginPage': () => import('../exposes/login-page'),
    'account/RegisterPage': () => import('../exposes/register-page'),
    'account/TempLoginPage': () => import('../exposes/temp-login-page'),
    'account/RecoverPasswordPage': () => import('../exposes/recover-password-page'),
    'account/ResetPasswordPage': () => import('../exposes/reset-password-page'),
    'account/ConfirmEmailPage': () => import('../exposes/confirm-email-page'),
    'account/AccountOverviewPage': () => import('../exposes/account-overview-page'),
    'account/AddressesPage': () => import('../exposes/addresses-page'),
    'account/AddressFormPage': () => import('../exposes/address-form-page'),
    'account/ProfileEditPage': () => import('../exposes/profile-edit-page'),
    'account/VouchersPage': () => import('../exposes/vouchers-page'),
    'account/OrdersPage': () => import('../exposes/orders-page'),
    'account/OrderDetailPage': () => import('../exposes/order-detail-page'),
    'account/SavedCardsPage': () => import('../exposes/saved-cards-page'),
    'account/WishlistPage': () => import('../exposes/wishlist-page'),
    'account/CreateReviewPage': () => import('../exposes/create-review-page'),
    'account/SubstitutionPage': () => import('../exposes/substitution-page'),
    'account/AccountMenu': () => import('../exposes/account-menu'),
    'account/OtpDialog': () => import('../exposes/otp-dialog'),
    'account/AreaSelector': () => import('../exposes/area-selector'),
    'account/AddressSelectorModal': () => import('../exposes/address-selector-modal'),
    'account/LoyaltyUpgradeModal': () => import('../exposes/loyalty-upgrade-modal'),
    'account/WishlistButton': () => import('../exposes/wishlist-button'),
    'account/AddressForm': () => import('../exposes/address-form'),
    'account/AddressPicker': () => import('../exposes/address-picker'),
  },
  // WishlistButton needs a product and AddressForm an owner's onSubmit from their host; the
  // harness lists them without inventing either.
  fragmentProps: {
    'account/AccountMenu': { variant: 'desktop' },
    'account/AreaSelector': { variant: 'header' },
    'account/OtpDialog': {},
    'account/AddressSelectorModal': {},
    'account/LoyaltyUpgradeModal': {},
  },
});
