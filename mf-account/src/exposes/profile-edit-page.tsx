import type { RoutePageProps } from '@dukkan/contracts';
import { signInTexts } from '../locales/parts/sign-in';
import { ProfilePage } from '../features/profile/components/profile-page';
import { DeleteAccountSection } from '../features/delete-account/components/delete-account-section';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
signInTexts.register();

/** `account/edit` (with account deletion), `account/edit/email` and `account/edit/password`. */
export default function ProfileEditPage(props: RoutePageProps) {
  return <ProfilePage {...props} settingsExtra={<DeleteAccountSection />} />;
}
