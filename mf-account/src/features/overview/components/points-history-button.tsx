import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { PointsHistoryDialog } from './points-history-dialog';

/** Opens the points history dialog; focus returns to the button when it closes. */
export function PointsHistoryButton() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} css={{ justifySelf: 'start' }}>
        {t('loyalty.history.open')}
      </Button>
      <PointsHistoryDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
