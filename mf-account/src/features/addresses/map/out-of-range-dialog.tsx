import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@dukkan/contracts';
import { NS } from '../../../i18n';

export interface OutOfRangeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens the map picker again. */
  onPickAgain: () => void;
  /** Closes the dialog and takes the shopper to the area selects. */
  onChooseArea: () => void;
}

/**
 * The out-of-range dialog (shell spec section 2 events, commerce spec "Address: This address is
 * out of the chosen area"): the spec's words as its title, the out-of-range key as its text, and
 * the two ways on: another point on the map, or another area in the selects.
 */
export function OutOfRangeDialog({
  open,
  onClose,
  onPickAgain,
  onChooseArea,
}: OutOfRangeDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="warn"
      title={t('addresses.outOfRange.title')}
      description={t('addresses.card.outOfRange')}
      footer={
        <>
          <Button variant="outline" onClick={onChooseArea}>
            {t('addresses.outOfRange.chooseArea')}
          </Button>
          <Button onClick={onPickAgain}>{t('addresses.outOfRange.pickAgain')}</Button>
        </>
      }
    />
  );
}
