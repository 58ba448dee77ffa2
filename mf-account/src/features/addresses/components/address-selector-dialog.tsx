import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, visuallyHidden } from '@dukkan/contracts';
import type { SavedAddress } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useSelectorList } from '../hooks/use-selector-list';
import { AddressCard } from './address-card';
import { actions, cardList, fieldset, note } from './address-styles';

export interface SelectorBodyProps {
  storedId: number | null;
  onConfirm: (address: SavedAddress) => void;
  onAddNew: () => void;
  onClose: () => void;
}

/**
 * The open address selector: its own chunk, fetched only when the modal must open, and read only
 * while open, so a closed selector costs neither code nor a request.
 */
export function SelectorBody({ storedId, onConfirm, onAddNew, onClose }: SelectorBodyProps) {
  const { t } = useTranslation(NS);
  const list = useSelectorList(storedId, onClose);
  const name = useId();
  return (
    <Modal
      open
      onClose={onClose}
      variant="address-selector"
      title={t('addresses.selector.title')}
      description={t('addresses.selector.description')}
      closeLabel={t('addresses.selector.close')}
      footer={
        <div css={actions}>
          <Button
            disabled={list.chosen === null}
            onClick={() => list.chosen && onConfirm(list.chosen)}
          >
            {t('addresses.selector.confirm')}
          </Button>
          <Button variant="outline" onClick={onAddNew}>
            {t('addresses.selector.addNew')}
          </Button>
        </div>
      }
    >
      {list.isLoading ? (
        <p css={note} role="status">
          {t('addresses.picker.loading')}
        </p>
      ) : null}
      {list.isEmpty ? <p css={note}>{t('addresses.selector.empty')}</p> : null}
      {list.addresses.length > 0 ? (
        <fieldset css={fieldset}>
          <legend css={visuallyHidden}>{t('addresses.picker.listLabel')}</legend>
          <ul css={cardList}>
            {list.addresses.map((address, index) => (
              <AddressCard
                key={address.id}
                address={address}
                index={index}
                choice={{
                  name,
                  checked: list.chosenId === address.id,
                  onChoose: () => list.choose(address.id),
                }}
              />
            ))}
          </ul>
        </fieldset>
      ) : null}
    </Modal>
  );
}
