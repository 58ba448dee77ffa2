import { useTranslation } from 'react-i18next';
import { Modal } from '@dukkan/contracts';
import type { AuthTokens } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { OtpStep } from '../../../shared/otp/components/otp-step';
import type { OpenOtpDialog } from '../hooks/use-otp-dialog';

export interface OtpDialogBodyProps {
  open: OpenOtpDialog;
  onVerified: (tokens: AuthTokens, code: string) => Promise<void>;
  onError: (message: string) => void;
  changePhone: () => void;
}

/**
 * The open verify-otp dialog: the code screen for a phone or an e-mail, with no close button; it
 * closes when the code is accepted. Its own chunk, fetched when the dialog is about to open.
 */
export function OtpDialogBody({ open, onVerified, onError, changePhone }: OtpDialogBodyProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open
      onClose={() => undefined}
      variant="verify-otp"
      title={open.email ? t('tempLogin.codeTitle') : t('otp.title')}
    >
      <OtpStep
        phone={open.phone}
        email={open.email}
        resendAfter={open.resendAfter}
        onVerified={onVerified}
        onError={onError}
        withTitle={false}
        {...(open.readonly || open.email ? {} : { onChangePhone: changePhone })}
      />
    </Modal>
  );
}
