import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { authPage, form, intro, pageTitle } from '../../../shared/page-styles';
import { useRecoverPassword } from '../hooks/use-recover-password';

/** `/auth/recover`: asks for the e-mail the reset link goes to. */
export function RecoverPasswordPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const recover = useRecoverPassword();
  return (
    <div css={authPage}>
      <h1 css={pageTitle}>{t('routes.auth-recover')}</h1>
      {recover.sentTo ? (
        <p role="status">{t('recover.sent', { email: recover.sentTo })}</p>
      ) : (
        <>
          <p css={intro}>{t('recover.intro')}</p>
          <form css={form} onSubmit={recover.onSubmit} noValidate>
            <TextField
              {...recover.register('email')}
              label={t('emailLogin.email')}
              error={recover.emailError}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
            />
            {recover.failure && (
              <p role="alert" css={{ margin: 0, color: '#b42318' }}>
                {recover.failure}
              </p>
            )}
            <Button type="submit" fullWidth loading={recover.isSubmitting}>
              {t('recover.submit')}
            </Button>
          </form>
        </>
      )}
      <Link to={localePath('/login')}>{t('recover.backToLogin')}</Link>
    </div>
  );
}
