import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';

const linkStyle = {
  display: 'inline-block',
  paddingBlock: 8,
  paddingInline: 12,
  color: '#0b7a3e',
  fontWeight: 600,
  textDecoration: 'none',
} as const;

/**
 * The header's account entry: a greeting linking to the account overview for a signed-in
 * customer, a login-or-register link for a guest. The profile dropdown and the mobile account
 * drawer come with the account issue; until then the mobile variant, which the shell's layout
 * mounts once for the drawer that `toggle-account-menu` opens, draws nothing rather than a stray
 * link below the footer (the mobile bar already offers guests the login tab).
 */
export function AccountMenuLink({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const { session } = shell;
  if (variant === 'mobile') return null;
  if (session.isLoggedIn && session.user) {
    return (
      <Link to={shell.localePath('/account')} css={linkStyle}>
        {t('accountMenu.greeting', { firstname: session.user.firstname })}
      </Link>
    );
  }
  return (
    <Link to={shell.localePath('/login')} css={linkStyle}>
      {t('accountMenu.login')}
    </Link>
  );
}
