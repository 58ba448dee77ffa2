import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { OtpCodeScreen } from '../../../shared/otp/components/otp-code-screen';
import { useOtpVerification } from '../../../shared/otp/hooks/use-otp-verification';
import type { DeleteAccount } from '../hooks/use-delete-account';

/** The code screen: the code sent to the account's phone is spent on the deletion. */
function DeleteCodeStep({ deletion, phone }: { deletion: DeleteAccount; phone: string }) {
  const verification = useOtpVerification({
    phone,
    resendAfter: deletion.resendAfter,
    onVerified: () => undefined,
    verify: deletion.verify,
  });
  return <OtpCodeScreen verification={verification} withTitle={false} />;
}

/** Where the code will go, or why it cannot be sent. */
function PhoneLine({ deletion }: { deletion: DeleteAccount }) {
  const { t } = useTranslation(NS);
  if (deletion.phoneError) {
    return (
      <p role="alert" css={{ margin: 0 }}>
        {deletion.phoneError}
      </p>
    );
  }
  if (!deletion.phone) {
    return (
      <p role="status" css={{ margin: 0 }}>
        <Spinner /> {t('deleteAccount.readingPhone')}
      </p>
    );
  }
  return (
    <p css={{ margin: 0 }}>
      {t('deleteAccount.codeTo')} <bdi dir="ltr">{deletion.phone}</bdi>
    </p>
  );
}

/**
 * The delete-account dialog (shell spec section 8, DeleteUser): first what goes and what the shop
 * keeps, with "Send code" and "Cancel"; then the code screen. Escape, the close button and Cancel
 * close it without deleting anything.
 */
export function DeleteAccountDialog({ deletion }: { deletion: DeleteAccount }) {
  const { t } = useTranslation(NS);
  const { phone } = deletion;
  if (deletion.step === 'code' && phone) {
    return (
      <Modal open onClose={deletion.close} variant="primary" title={t('deleteAccount.codeTitle')}>
        <DeleteCodeStep deletion={deletion} phone={phone} />
      </Modal>
    );
  }
  return (
    <Modal
      open
      onClose={deletion.close}
      variant="warn"
      title={t('deleteAccount.confirmTitle')}
      description={t('deleteAccount.whatGoes')}
      footer={
        <>
          <Button
            variant="danger"
            disabled={!phone}
            loading={deletion.isRequesting}
            onClick={() => void deletion.sendCode()}
          >
            {t('deleteAccount.sendCode')}
          </Button>
          <Button variant="secondary" onClick={deletion.close}>
            {t('deleteAccount.cancel')}
          </Button>
        </>
      }
    >
      <div css={{ display: 'grid', gap: 12 }}>
        <p css={{ margin: 0 }}>{t('deleteAccount.whatStays')}</p>
        <PhoneLine deletion={deletion} />
      </div>
    </Modal>
  );
}
