import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { authPage, form, intro, pageTitle } from '../../../shared/page-styles';
import { OtpStep } from '../../../shared/otp/components/otp-step';
import { usePhoneLogin } from '../hooks/use-phone-login';
import { SocialButtons } from '../../../shared/social-sign-in/components/social-buttons';
import { SocialFinish } from '../../../shared/social-sign-in/components/social-finish';
import { SocialErrorNotice } from './social-error-notice';

export interface LoginPageProps extends Partial<RoutePageProps> {
  /** Another way to sign in, shown under the phone (the expose passes the e-mail sign-in). */
  alternative?: ReactNode;
}

/**
 * /login (guest only): the phone field, then the one-time-code screen for that phone; the social
 * sign-in buttons of the providers offered, and their way back (`?social=<ticket>`).
 */
export function LoginPage({ alternative }: LoginPageProps) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const login = usePhoneLogin();
  const [params] = useSearchParams();
  const socialTicket = params.get('social');

  if (socialTicket) return <SocialFinish ticket={socialTicket} />;

  if (login.sent) {
    return (
      <div css={authPage}>
        <OtpStep
          phone={login.sent.phone}
          resendAfter={login.sent.resendAfter}
          onVerified={login.onVerified}
          onChangePhone={login.changePhone}
        />
      </div>
    );
  }

  return (
    <div css={authPage}>
      <h1 css={pageTitle}>{t('login.title')}</h1>
      <SocialErrorNotice />
      <p css={intro}>{t('login.intro')}</p>
      <form css={form} onSubmit={login.onSubmit} noValidate>
        <TextField
          {...login.register('phone')}
          label={t('login.phone')}
          hint={t('login.phoneHint')}
          error={login.phoneError}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          required
        />
        <Button type="submit" fullWidth loading={login.isRequesting}>
          {t('login.submit')}
        </Button>
      </form>
      <SocialButtons />
      <Link to={localePath('/register')}>{t('login.newCustomer')}</Link>
      {alternative && (
        <>
          <p css={intro} aria-hidden="true">
            {t('emailLogin.or')}
          </p>
          {alternative}
        </>
      )}
    </div>
  );
}
