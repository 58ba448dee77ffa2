import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { authPage, form, intro, pageTitle } from '../../../shared/page-styles';
import { OtpStep } from '../../../shared/otp/components/otp-step';
import { SocialButtons } from '../../../shared/social-sign-in/components/social-buttons';
import { useRegistration } from '../hooks/use-registration';

/** /register: full name, e-mail and phone, then the one-time-code screen for that phone. */
export function RegisterPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const registration = useRegistration();

  if (registration.sent) {
    return (
      <div css={authPage}>
        <OtpStep
          phone={registration.sent.phone}
          resendAfter={registration.sent.resendAfter}
          onVerified={registration.onVerified}
          onChangePhone={registration.backToForm}
        />
      </div>
    );
  }

  return (
    <div css={authPage}>
      <h1 css={pageTitle}>{t('register.title')}</h1>
      <p css={intro}>{t('register.intro')}</p>
      <form css={form} onSubmit={registration.onSubmit} noValidate>
        <TextField
          {...registration.register('fullName')}
          label={t('register.fullName')}
          hint={t('register.fullNameHint')}
          error={registration.errors.fullName}
          autoComplete="name"
          required
        />
        <TextField
          {...registration.register('email')}
          label={t('register.email')}
          error={registration.errors.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
        />
        <TextField
          {...registration.register('phone')}
          label={t('register.phone')}
          error={registration.errors.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          required
        />
        <Button type="submit" fullWidth loading={registration.isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      <SocialButtons />
      <Link to={localePath('/login')}>{t('register.haveAccount')}</Link>
    </div>
  );
}
