import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, TextField, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { authPage, form, intro, pageTitle } from '../../../shared/page-styles';
import { OtpStep } from '../../../shared/otp/components/otp-step';
import { useTempLogin } from '../hooks/use-temp-login';

/**
 * `/temp-login` (guest only): sign in with a one-time code sent to the e-mail, typed on the code
 * screen or carried by the link in the e-mail.
 */
export function TempLoginPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const temp = useTempLogin();

  if (temp.checkingLink) {
    return (
      <div css={authPage}>
        <h1 css={pageTitle}>{t('routes.temp-login')}</h1>
        <p role="status">
          <Spinner /> {t('tempLogin.checkingLink')}
        </p>
      </div>
    );
  }

  if (temp.sent) {
    return (
      <div css={authPage}>
        <h1 css={pageTitle}>{t('tempLogin.codeTitle')}</h1>
        {temp.sent.message && <p css={intro}>{temp.sent.message}</p>}
        <OtpStep
          phone=""
          email={temp.sent.email}
          resendAfter={temp.sent.resendAfter}
          onVerified={temp.onVerified}
          withTitle={false}
        />
        <Button variant="link" onClick={temp.changeEmail}>
          {t('tempLogin.otherEmail')}
        </Button>
      </div>
    );
  }

  return (
    <div css={authPage}>
      <h1 css={pageTitle}>{t('routes.temp-login')}</h1>
      <p css={intro}>{t('tempLogin.intro')}</p>
      <form css={form} onSubmit={temp.onSubmit} noValidate>
        <TextField
          {...temp.register('email')}
          label={t('emailLogin.email')}
          error={temp.emailError}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
        />
        {temp.failure && (
          <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger.foreground })}>
            {temp.failure}
          </p>
        )}
        <Button type="submit" fullWidth loading={temp.isSubmitting}>
          {t('tempLogin.submit')}
        </Button>
      </form>
      <Link to={localePath('/login')}>{t('tempLogin.otherWays')}</Link>
    </div>
  );
}
