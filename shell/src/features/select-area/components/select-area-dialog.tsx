import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { ShellDialog } from '../../dialogs/components/shell-dialog';
import { useSelectAreaDialog } from '../use-select-area-dialog';

/** The select-area/store dialog; its content is the account team's area selector. */
export function SelectAreaDialog() {
  const { t } = useTranslation('shell');
  const { Fragment } = useShell();
  const { isOpen, close } = useSelectAreaDialog();
  if (!isOpen) return null;
  return (
    <ShellDialog title={t('selectArea.title')} closeLabel={t('selectArea.close')} onClose={close}>
      <p css={{ marginBlockStart: 0 }}>{t('selectArea.hint')}</p>
      <Fragment module="account/AreaSelector" props={{ variant: 'dialog' }} />
    </ShellDialog>
  );
}
