import { useTranslation } from 'react-i18next';
import { Modal } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { OtpStep } from '../../../shared/otp/components/otp-step';
import { useOtpDialog } from '../hooks/use-otp-dialog';

/**
 * `account/OtpDialog` (mounted by the checkout layout): the code screen for a phone or an e-mail
 * in the verify-otp dialog, which has no close button; it closes when the code is accepted.
 */
export function OtpDialog(_props: Record<string, never>) {
  const { t } = useTranslation(NS);
  const dialog = useOtpDialog();
  const { open } = dialog;
  return (
    <Modal
      open={open !== null}
      onClose={() => undefined}
      variant="verify-otp"
      title={open?.email ? t('tempLogin.codeTitle') : t('otp.title')}
    >
      {open ? (
        <OtpStep
          phone={open.phone}
          email={open.email}
          resendAfter={open.resendAfter}
          onVerified={dialog.onVerified}
          onError={dialog.onError}
          withTitle={false}
          {...(open.readonly || open.email ? {} : { onChangePhone: dialog.changePhone })}
        />
      ) : null}
    </Modal>
  );
}
