import { useCallback, useId } from 'react';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  INTL_LOCALE,
  Spinner,
  clientMessage,
  useShell,
  visuallyHidden,
} from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useOtpInputs } from '../hooks/use-otp-inputs';
import type { OtpVerification } from '../hooks/use-otp-verification';
import { OtpDigitInputs } from './otp-digit-inputs';

const screen = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  justify-items: center;
  text-align: center;
`;

const title = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
`;

const muted = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.muted};
`;

const errorText = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.danger.foreground};
  font-weight: ${theme.fontWeights.semibold};
`;

/** `m:ss` in the locale's digits. */
function clock(seconds: number, locale: Locale): string {
  const format = (value: number, digits: number) =>
    value.toLocaleString(INTL_LOCALE[locale], { minimumIntegerDigits: digits, useGrouping: false });
  return `${format(Math.floor(seconds / 60), 1)}:${format(seconds % 60, 2)}`;
}

export interface OtpCodeScreenProps {
  verification: OtpVerification;
  /** Back to the phone field; left out when the phone cannot be changed (readonly dialog). */
  onChangePhone?: () => void;
  /** The title is the page heading on /login and /register, a dialog title elsewhere. */
  titleAs?: 'h1' | 'h2';
  titleId?: string;
  /** False inside a dialog, whose own title names the screen. */
  withTitle?: boolean;
}

/**
 * The one-time-code screen (shell spec sections 2 and 4): title, where the code was sent, a
 * change-phone link, four digit inputs, the wrong-code message and the resend link with its
 * countdown.
 */
export function OtpCodeScreen({
  verification,
  onChangePhone,
  titleAs: Title = 'h1',
  titleId,
  withTitle = true,
}: OtpCodeScreenProps) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const ids = { title: useId(), code: useId(), error: useId() };
  const { submit, clearInvalid } = verification;
  const onComplete = useCallback((code: string) => void submit(code), [submit]);
  const inputs = useOtpInputs({ onComplete, onEdit: clearInvalid });

  return (
    <section css={screen} aria-labelledby={withTitle ? (titleId ?? ids.title) : undefined}>
      {withTitle ? (
        <Title id={titleId ?? ids.title} css={title}>
          {t('otp.title')}
        </Title>
      ) : null}
      <p css={muted}>
        {t('otp.sentTo')} <bdi dir="ltr">{verification.identity}</bdi>
      </p>
      {onChangePhone ? (
        <Button variant="link" onClick={onChangePhone}>
          {t('otp.changePhone')}
        </Button>
      ) : null}
      <span id={ids.code} css={visuallyHidden}>
        {t('otp.code')}
      </span>
      <OtpDigitInputs
        inputs={inputs}
        invalid={verification.isInvalid}
        labelledBy={ids.code}
        describedBy={verification.isInvalid ? ids.error : undefined}
      />
      {verification.isInvalid ? (
        <p id={ids.error} css={errorText}>
          {clientMessage('invalidOtp', locale)}
        </p>
      ) : null}
      {verification.isSubmitting ? (
        <p role="status" css={muted}>
          <Spinner /> {t('otp.verifying')}
        </p>
      ) : null}
      <p css={muted}>
        {t('otp.didNotGet')}{' '}
        <Button
          variant="link"
          disabled={!verification.canResend}
          loading={verification.isResending}
          onClick={() => void verification.resend()}
        >
          {verification.secondsLeft > 0
            ? t('otp.resendIn', { time: clock(verification.secondsLeft, locale) })
            : t('otp.resend')}
        </Button>
      </p>
    </section>
  );
}
