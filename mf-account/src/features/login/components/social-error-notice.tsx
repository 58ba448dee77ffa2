import { useSearchParams } from 'react-router-dom';
import { PAGE_ERROR_MESSAGES, useShell } from '@dukkan/contracts';

/** The query a failed social sign-in returns with: the error page's own `msg` code. */
export const SOCIAL_ERROR_CODE = 'SOCIAL_ERROR';

/**
 * A social sign-in (APPLE, FACEBOOK, GOOGLE) that fails comes back to the login page with
 * `?msg=SOCIAL_ERROR`: the shopper reads the catalogue's message (shell spec section 8) in the
 * page language right where another way to sign in is offered.
 */
export function SocialErrorNotice() {
  const { locale } = useShell();
  const [params] = useSearchParams();
  if (params.get('msg') !== SOCIAL_ERROR_CODE) return null;
  return (
    <p
      role="alert"
      css={(theme) => ({
        margin: 0,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.danger.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.danger.background,
        color: theme.colors.danger.foreground,
      })}
    >
      {PAGE_ERROR_MESSAGES.SOCIAL_ERROR[locale]}
    </p>
  );
}
