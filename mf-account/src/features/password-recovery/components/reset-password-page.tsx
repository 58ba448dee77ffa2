import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { authPage, form, intro, pageTitle } from '../../../shared/page-styles';
import { useResetPassword } from '../hooks/use-reset-password';

/** `/auth/reset`: the new password for the e-mailed link. */
export function ResetPasswordPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const reset = useResetPassword();
  if (reset.done) {
    return (
      <div css={authPage}>
        <h1 css={pageTitle}>{t('routes.auth-reset')}</h1>
        <p role="status">{t('reset.done')}</p>
        <Link to={localePath('/login')}>{t('reset.login')}</Link>
      </div>
    );
  }
  return (
    <div css={authPage}>
      <h1 css={pageTitle}>{t('routes.auth-reset')}</h1>
      {!reset.hasToken ? (
        <p role="alert">{t('reset.noToken')}</p>
      ) : (
        <>
          <p css={intro}>{t('reset.intro')}</p>
          <form css={form} onSubmit={reset.onSubmit} noValidate>
            <TextField
              {...reset.register('email')}
              label={t('emailLogin.email')}
              error={reset.errors.email}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
            />
            <TextField
              {...reset.register('password')}
              label={t('reset.password')}
              hint={t('reset.passwordHint')}
              error={reset.errors.password}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              required
            />
            <TextField
              {...reset.register('confirmation')}
              label={t('reset.confirmation')}
              error={reset.errors.confirmation}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              required
            />
            {reset.failure && (
              <p role="alert" css={{ margin: 0, color: '#b42318' }}>
                {reset.failure}
              </p>
            )}
            <Button type="submit" fullWidth loading={reset.isSubmitting}>
              {t('reset.submit')}
            </Button>
          </form>
        </>
      )}
      <Link to={localePath('/auth/recover')}>{t('reset.newLink')}</Link>
    </div>
  );
}
