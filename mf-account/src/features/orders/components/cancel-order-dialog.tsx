import { useTranslation } from 'react-i18next';
import { Button, Modal, SelectField, Spinner, TextField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { useCancelOrder } from '../hooks/use-cancel-order';
import { CANCEL_COMMENT_MAX } from '../hooks/use-cancel-order';

export interface CancelOrderDialogProps {
  orderNumber: string;
  cancel: ReturnType<typeof useCancelOrder>;
}

/** The `warn` dialog asking why the order is cancelled (the service's reasons) before it is. */
export function CancelOrderDialog({ orderNumber, cancel }: CancelOrderDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={cancel.open}
      onClose={cancel.close}
      variant="warn"
      title={t('cancel.title', { number: orderNumber })}
      footer={
        <>
          <Button variant="secondary" onClick={cancel.close}>
            {t('cancel.keep')}
          </Button>
          <Button
            variant="danger"
            loading={cancel.cancelling}
            disabled={cancel.reasonsLoading || cancel.reasons.length === 0}
            onClick={cancel.submit}
          >
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      {cancel.reasonsLoading && <Spinner />}
      {cancel.reasonsError && <p role="alert">{cancel.reasonsError}</p>}
      {cancel.reasons.length > 0 && (
        <div css={{ display: 'grid', gap: 16 }}>
          <SelectField
            label={t('cancel.reason')}
            placeholder={t('cancel.choose')}
            options={cancel.reasons}
            value={cancel.reasonId}
            onChange={(event) => cancel.setReason(event.target.value)}
            error={cancel.reasonError}
            required
          />
          <TextField
            label={t('cancel.comment')}
            hint={t('cancel.commentHint')}
            value={cancel.comment}
            maxLength={CANCEL_COMMENT_MAX}
            onChange={(event) => cancel.setComment(event.target.value)}
          />
        </div>
      )}
      {cancel.failure && (
        <p role="alert" css={{ color: '#b42318', marginBlockEnd: 0 }}>
          {cancel.failure}
        </p>
      )}
    </Modal>
  );
}
