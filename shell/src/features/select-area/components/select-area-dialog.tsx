import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Modal, useShell } from '@dukkan/contracts';
import { useSelectAreaDialog } from '../use-select-area-dialog';

/**
 * The area selector's height once it has arrived (its status line, city, area and district lists
 * with their hints and the confirm button: 471 px at every width), held while it loads: the dialog opens by itself on a first
 * visit, and a centred panel growing around late content moves on screen.
 */
const AREA_SELECTOR_HEIGHT = '471px';

const content = css`
  min-block-size: ${AREA_SELECTOR_HEIGHT};
`;

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
      {isOpen ? (
        <div css={content}>
          <Fragment module="account/AreaSelector" props={{ variant: 'dialog' }} />
        </div>
      ) : null}
    </Modal>
  );
}
