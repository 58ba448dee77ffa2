import { useTranslation } from 'react-i18next';
import { Button, Spinner, TextField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { authPage, form, intro, pageTitle } from '../../page-styles';
import { OtpCodeScreen } from '../../otp/components/otp-code-screen';
import { useSocialCode } from '../hooks/use-social-code';
import { useSocialPhoneForm } from '../hooks/use-social-phone-form';
import { useSocialTicket } from '../hooks/use-social-ticket';

function CodeStep({ ticket, phone, flow }: { ticket: string; phone: string; flow: Flow }) {
  const verification = useSocialCode({
    ticket,
    phone,
    onSignedIn: flow.signIn,
    onFailed: flow.fail,
  });
  return <OtpCodeScreen verification={verification} />;
}

type Flow = ReturnType<typeof useSocialTicket>;

function PhoneStep({
  flow,
  error,
  isSending,
}: {
  flow: Flow;
  error: string | null;
  isSending: boolean;
}) {
  const { t } = useTranslation(NS);
  const phoneForm = useSocialPhoneForm(flow.sendPhone);
  return (
    <>
      <h1 css={pageTitle}>{t('social.phoneTitle')}</h1>
      <p css={intro}>{t('social.phoneIntro')}</p>
      <form css={form} onSubmit={phoneForm.onSubmit} noValidate>
        <TextField
          {...phoneForm.register('phone')}
          label={t('login.phone')}
          hint={t('login.phoneHint')}
          error={phoneForm.phoneError ?? error ?? undefined}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          required
        />
        <Button type="submit" fullWidth loading={isSending}>
          {t('login.submit')}
        </Button>
      </form>
    </>
  );
}

/**
 * Back from the provider (`/login?social=<ticket>`): signing in, the new shopper's phone, or the
 * code sent to the phone that proves the account.
 */
export function SocialFinish({ ticket }: { ticket: string }) {
  const { t } = useTranslation(NS);
  const flow = useSocialTicket(ticket);
  const { stage } = flow;
  return (
    <div css={authPage}>
      {stage.kind === 'checking' ? (
        <p role="status">
          <Spinner /> {t('social.checking')}
        </p>
      ) : stage.kind === 'phone' ? (
        <PhoneStep flow={flow} error={stage.error} isSending={stage.isSending} />
      ) : (
        <>
          <p css={intro}>{t('social.codeIntro')}</p>
          <CodeStep ticket={ticket} phone={stage.phone} flow={flow} />
        </>
      )}
    </div>
  );
}
