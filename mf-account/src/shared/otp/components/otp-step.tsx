import type { AuthTokens } from '@dukkan/contracts';
import { useOtpVerification } from '../hooks/use-otp-verification';
import { OtpCodeScreen } from './otp-code-screen';

export interface OtpStepProps {
  phone: string;
  /** For an e-mail identity: the e-mail the code was sent to (no change-phone link then). */
  email?: string | null;
  resendAfter: number | null;
  onVerified: (tokens: AuthTokens, code: string) => Promise<void> | void;
  onChangePhone?: () => void;
  onError?: (message: string) => void;
  titleAs?: 'h1' | 'h2';
  titleId?: string;
  /** False inside a dialog, whose own title names the screen. */
  withTitle?: boolean;
}

/**
 * The code screen for one phone or e-mail: mounted once a code was sent, so its countdown starts
 * then.
 */
export function OtpStep({
  phone,
  email,
  resendAfter,
  onVerified,
  onError,
  onChangePhone,
  titleAs,
  titleId,
  withTitle,
}: OtpStepProps) {
  const verification = useOtpVerification({
    phone,
    email: email ?? null,
    resendAfter,
    onVerified,
    ...(onError ? { onError } : {}),
  });
  return (
    <OtpCodeScreen
      verification={verification}
      {...(onChangePhone ? { onChangePhone } : {})}
      {...(titleAs ? { titleAs } : {})}
      {...(titleId ? { titleId } : {})}
      {...(withTitle === false ? { withTitle } : {})}
    />
  );
}
