import { useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Modal, useShell } from '@dukkan/contracts';
import { useSelectAreaDialog } from '../use-select-area-dialog';
import { FIRST_SCREEN_DIALOG_ID } from '@dukkan/contracts/first-screen';

/**
 * The area selector's height once it has arrived (its status line, city, area and district lists
 * with their hints and the confirm button: 471 px at every width), held while it loads: the dialog opens by itself on a first
 * visit, and a centred panel growing around late content moves on screen.
 */
const AREA_SELECTOR_HEIGHT = '471px';

export const selectAreaContent = css`
  min-block-size: ${AREA_SELECTOR_HEIGHT};
`;

/** The dialog's title, hint and close label: the app's dialog and the build's first screen. */
export function selectAreaTexts(t: (key: `selectArea.${'title' | 'hint' | 'close'}`) => string) {
  return {
    title: t('selectArea.title'),
    description: t('selectArea.hint'),
    closeLabel: t('selectArea.close'),
  };
}

/**
 * Whether the page arrived with this dialog already drawn: the gateway's first screen, which the
 * first commit replaces, is still in #root while the first render runs. That first opening then
 * does not play the entry animation a second time; the next ones do.
 */
function useDrawnByServer(isOpen: boolean): boolean {
  const [state, setState] = useState(() => ({
    drawn: document.getElementById(FIRST_SCREEN_DIALOG_ID) !== null,
    open: isOpen,
  }));
  // Once closed, it is the app's own dialog and the next opening animates. Set while rendering,
  // as React allows for state that follows a prop.
  if (state.open !== isOpen) setState({ drawn: state.drawn && isOpen, open: isOpen });
  return state.drawn;
}

/** The select-area/store dialog; its content is the account team's area selector. */
export function SelectAreaDialog() {
  const { t } = useTranslation('shell');
  const { Fragment } = useShell();
  const { isOpen, close } = useSelectAreaDialog();
  const drawnByServer = useDrawnByServer(isOpen);
  return (
    <Modal
      open={isOpen}
      onClose={close}
      variant="address-selector"
      appear={!drawnByServer}
      {...selectAreaTexts(t)}
    >
      {isOpen ? (
        <div css={selectAreaContent}>
          <Fragment module="account/AreaSelector" props={{ variant: 'dialog' }} />
        </div>
      ) : null}
    </Modal>
  );
}
