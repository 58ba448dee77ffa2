// Compile-time contract (run by `tsc -p`, the typecheck script): every module of this remote
// is listed, and each exposed default export is assignable to its props type. A missing module
// or a default export with other props fails the type check.
import type { ModuleComponent, ModuleId } from '@dukkan/contracts';
import LoginPage from '../exposes/login-page';
import RegisterPage from '../exposes/register-page';
import TempLoginPage from '../exposes/temp-login-page';
import RecoverPasswordPage from '../exposes/recover-password-page';
import ResetPasswordPage from '../exposes/reset-password-page';
import ConfirmEmailPage from '../exposes/confirm-email-page';
import AccountOverviewPage from '../exposes/account-overview-page';
import AddressesPage from '../exposes/addresses-page';
import AddressFormPage from '../exposes/address-form-page';
import ProfileEditPage from '../exposes/profile-edit-page';
import VouchersPage from '../exposes/vouchers-page';
import OrdersPage from '../exposes/orders-page';
import OrderDetailPage from '../exposes/order-detail-page';
import SavedCardsPage from '../exposes/saved-cards-page';
import WishlistPage from '../exposes/wishlist-page';
import CreateReviewPage from '../exposes/create-review-page';
import SubstitutionPage from '../exposes/substitution-page';
import AccountMenu from '../exposes/account-menu';
import OtpDialog from '../exposes/otp-dialog';
import AreaSelector from '../exposes/area-selector';
import AddressSelectorModal from '../exposes/address-selector-modal';
import LoyaltyUpgradeModal from '../exposes/loyalty-upgrade-modal';
import WishlistButton from '../exposes/wishlist-button';
import AddressForm from '../exposes/address-form';
import AddressPicker from '../exposes/address-picker';

type AccountModuleId = Extract<ModuleId, `account/${string}`>;

export const exposeChecks: { [K in AccountModuleId]: ModuleComponent<K> } = {
  'account/LoginPage': LoginPage,
  'account/RegisterPage': RegisterPage,
  'account/TempLoginPage': TempLoginPage,
  'account/RecoverPasswordPage': RecoverPasswordPage,
  'account/ResetPasswordPage': ResetPasswordPage,
  'account/ConfirmEmailPage': ConfirmEmailPage,
  'account/AccountOverviewPage': AccountOverviewPage,
  'account/AddressesPage': AddressesPage,
  'account/AddressFormPage': AddressFormPage,
  'account/ProfileEditPage': ProfileEditPage,
  'account/VouchersPage': VouchersPage,
  'account/OrdersPage': OrdersPage,
  'account/OrderDetailPage': OrderDetailPage,
  'account/SavedCardsPage': SavedCardsPage,
  'account/WishlistPage': WishlistPage,
  'account/CreateReviewPage': CreateReviewPage,
  'account/SubstitutionPage': SubstitutionPage,
  'account/AccountMenu': AccountMenu,
  'account/OtpDialog': OtpDialog,
  'account/AreaSelector': AreaSelector,
  'account/AddressSelectorModal': AddressSelectorModal,
  'account/LoyaltyUpgradeModal': LoyaltyUpgradeModal,
  'account/WishlistButton': WishlistButton,
  'account/AddressForm': AddressForm,
  'account/AddressPicker': AddressPicker,
};
