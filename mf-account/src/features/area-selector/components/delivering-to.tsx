import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';

/**
 * "Delivering to {district}" for the saved delivery area. Nothing is shown without a saved
 * area; the area selection dialog comes with the area-selection issue.
 */
export function DeliveringTo(_props: { variant: 'header' | 'dialog' }) {
  const { t } = useTranslation(NS);
  const { store } = useShell();
  if (!store.choice) return null;
  return (
    <p css={{ margin: 0, paddingBlock: 4, fontSize: 14, color: '#333' }}>
      {t('areaSelector.deliveringTo', { district: store.choice.district.name })}
    </p>
  );
}
