import { useTranslation } from 'react-i18next';
import { Modal, useShell } from '@dukkan/contracts';
import { useSelectAreaDialog } from '../use-select-area-dialog';

/** The select-area/store dialog; its content is the account team's area selector. */
export function SelectAreaDialog() {
  const { t } = useTranslation('shell');
  const { Fragment } = useShell();
  const { isOpen, close } = useSelectAreaDialog();
  return (
    <Modal
      open={isOpen}
      onClose={close}
      variant="address-selector"
      title={t('selectArea.title')}
      description={t('selectArea.hint')}
      closeLabel={t('selectArea.close')}
    >
      {isOpen ? <Fragment module="account/AreaSelector" props={{ variant: 'dialog' }} /> : null}
    </Modal>
  );
}
