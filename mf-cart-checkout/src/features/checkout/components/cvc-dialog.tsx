import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '@dukkan/contracts';
import { NS } from '../../../i18n';

/** The `cvc` dialog of a saved card: its security code, checked here and by the service. */
export function CvcDialog({
  open,
  card,
  value,
  error,
  busy,
  onChange,
  onClose,
  onSubmit,
}: {
  open: boolean;
  card: string;
  value: string;
  error: string | null;
  busy: boolean;
  onChange: (value: string) => void;
  onClose: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation(NS);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="cvc"
      title={t('payment.cvcTitle')}
      description={t('payment.cvcText', { card })}
      closeLabel={t('payment.cancel')}
      initialFocus={input}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('payment.cancel')}
          </Button>
          <Button type="submit" form="saved-card-cvc" loading={busy}>
            {t('payment.pay')}
          </Button>
        </>
      }
    >
      <form
        id="saved-card-cvc"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <TextField
          ref={input}
          label={t('payment.cvc')}
          hint={t('payment.cvcHint')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error ?? undefined}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          maxLength={4}
          required
        />
      </form>
    </Modal>
  );
}
