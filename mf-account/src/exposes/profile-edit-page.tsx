import { signInTexts } from '../locales/parts/sign-in';
import { ProfilePage } from '../features/profile/components/profile-page';

// Its texts, read as this module is evaluated; the shell renders it once they are there.
signInTexts.register();

/** `account/edit`, `account/edit/email` and `account/edit/password`. */
export default ProfilePage;
