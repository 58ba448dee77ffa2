import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { form } from '../../../shared/page-styles';
import { useChangeEmail, useChangePassword, useProfileDetails } from '../hooks/use-profile-details';

/** The current password or the code sent to the phone, once the service asked for proof. */
function ProofField({
  proof,
}: {
  proof: { phone: string; value: string; onChange: (value: string) => void } | null;
}) {
  const { t } = useTranslation(NS);
  if (!proof) return null;
  return (
    <TextField
      name="proof"
      label={t('profile.proof')}
      hint={t('profile.proofHint', { phone: proof.phone })}
      value={proof.value}
      onChange={(event) => proof.onChange(event.target.value)}
      type="password"
      autoComplete="current-password"
      dir="ltr"
      required
    />
  );
}

/** The code sent to the new phone: the change of phone waits for it. */
function NewPhoneCodeField({
  code,
}: {
  code: { phone: string; value: string; onChange: (value: string) => void } | null;
}) {
  const { t } = useTranslation(NS);
  if (!code) return null;
  return (
    <TextField
      name="newPhoneCode"
      label={t('profile.newPhoneCode')}
      hint={t('profile.newPhoneCodeHint', { phone: code.phone })}
      value={code.value}
      onChange={(event) => code.onChange(event.target.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      required
    />
  );
}

/** The new e-mail a confirmation link went to: the change waits for it. */
function LinkSent({ email }: { email: string | null }) {
  const { t } = useTranslation(NS);
  if (!email) return null;
  return (
    <p role="status" css={{ margin: 0 }}>
      {t('profile.emailLinkSent', { email })}
    </p>
  );
}

function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" css={{ margin: 0, color: '#b42318' }}>
      {message}
    </p>
  );
}

/** Names and phone. */
export function DetailsForm() {
  const { t } = useTranslation(NS);
  const details = useProfileDetails();
  return (
    <form css={form} onSubmit={details.onSubmit} noValidate>
      <TextField
        {...details.register('firstname')}
        label={t('profile.firstname')}
        error={details.errorOf('firstname')}
        autoComplete="given-name"
        required
      />
      <TextField
        {...details.register('lastname')}
        label={t('profile.lastname')}
        error={details.errorOf('lastname')}
        autoComplete="family-name"
        required
      />
      <TextField
        {...details.register('phone')}
        label={t('profile.phone')}
        hint={t('login.phoneHint')}
        error={details.errorOf('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        required
      />
      <ProofField proof={details.proof} />
      <NewPhoneCodeField code={details.newPhoneCode} />
      <Failure message={details.failure} />
      <Button type="submit" loading={details.isSubmitting}>
        {details.newPhoneCode ? t('profile.confirmPhone') : t('profile.save')}
      </Button>
    </form>
  );
}

/** The e-mail address. */
export function EmailForm() {
  const { t } = useTranslation(NS);
  const email = useChangeEmail();
  return (
    <form css={form} onSubmit={email.onSubmit} noValidate>
      <TextField
        {...email.register('email')}
        label={t('emailLogin.email')}
        error={email.errorOf('email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
      />
      <ProofField proof={email.proof} />
      <LinkSent email={email.linkSentTo} />
      <Failure message={email.failure} />
      <Button type="submit" loading={email.isSubmitting}>
        {t('profile.saveEmail')}
      </Button>
    </form>
  );
}

/** The current password and a confirmed new one. */
export function PasswordForm() {
  const { t } = useTranslation(NS);
  const password = useChangePassword();
  return (
    <form css={form} onSubmit={password.onSubmit} noValidate>
      <TextField
        {...password.register('currentPassword')}
        label={t('profile.currentPassword')}
        error={password.errorOf('currentPassword')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        required
      />
      <TextField
        {...password.register('password')}
        label={t('reset.password')}
        hint={t('reset.passwordHint')}
        error={password.errorOf('password')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        required
      />
      <TextField
        {...password.register('confirmation')}
        label={t('reset.confirmation')}
        error={password.errorOf('confirmation')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        required
      />
      <Failure message={password.failure} />
      <Button type="submit" loading={password.isSubmitting}>
        {t('profile.savePassword')}
      </Button>
    </form>
  );
}
