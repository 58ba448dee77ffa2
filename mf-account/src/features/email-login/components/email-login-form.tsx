import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { form } from '../../../shared/page-styles';
import { useEmailLogin } from '../hooks/use-email-login';

/** The e-mail and password sign-in of /login, beside the phone. */
export function EmailLoginForm() {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const login = useEmailLogin();
  return (
    <section aria-labelledby="email-login-title" css={{ display: 'grid', gap: 16 }}>
      <h2 id="email-login-title" css={{ margin: 0, fontSize: 20 }}>
        {t('emailLogin.title')}
      </h2>
      <form css={form} onSubmit={login.onSubmit} noValidate>
        <TextField
          {...login.register('email')}
          label={t('emailLogin.email')}
          error={login.emailError}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
        />
        <TextField
          {...login.register('password')}
          label={t('emailLogin.password')}
          error={login.passwordError}
          type="password"
          autoComplete="current-password"
          dir="ltr"
          required
        />
        {login.failure && (
          <p role="alert" css={{ margin: 0, color: '#b42318' }}>
            {login.failure}
          </p>
        )}
        <Button type="submit" variant="secondary" fullWidth loading={login.isSubmitting}>
          {t('emailLogin.submit')}
        </Button>
      </form>
      <Link to={localePath('/auth/recover')}>{t('emailLogin.forgot')}</Link>
    </section>
  );
}
