import '../i18n';
import { ProfilePage } from '../features/profile/components/profile-page';

/** `account/edit`, `account/edit/email` and `account/edit/password`. */
export default ProfilePage;
