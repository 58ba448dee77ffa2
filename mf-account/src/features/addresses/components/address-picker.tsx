import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, addressTitle, useShell, visuallyHidden } from '@dukkan/contracts';
import type { AddressPickerProps, SavedAddress } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { savedAddressToFormValues } from '../address-values';
import { useAddressPicker } from '../hooks/use-address-picker';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { cardList, cardStyle, errorNote, fieldset, formStyle, note } from './address-styles';

type Picker = ReturnType<typeof useAddressPicker>;

/**
 * One saved address of the picker: its card to choose, with Edit (and Remove when allowed), or
 * while it is being edited, the address form in its place.
 */
function PickerAddress({
  picker,
  address,
  index,
  name,
}: {
  picker: Picker;
  address: SavedAddress;
  index: number;
  /** The radio group's name (one per picker). */
  name: string;
}) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const title = addressTitle(address.title, index, locale);
  if (picker.editingId === address.id) {
    return (
      <li css={(theme) => cardStyle(theme, true, false)}>
        <h3>{t('addresses.card.editing', { title })}</h3>
        <AddressForm
          initialValues={savedAddressToFormValues(address)}
          submitLabel={t('addresses.card.update')}
          onSubmit={(result) => picker.saveEdit(address, result)}
          onCancel={picker.cancelEdit}
        />
      </li>
    );
  }
  return (
    <AddressCard
      address={address}
      index={index}
      choice={{
        name,
        checked: picker.selectedId === address.id,
        onChoose: () => picker.choose(address),
      }}
      actions={
        <>
          <Button
            variant="link"
            size="sm"
            aria-label={t('addresses.card.editLabel', { title })}
            onClick={() => picker.startEdit(address.id as number)}
          >
            {t('addresses.card.edit')}
          </Button>
          {picker.allowRemove ? (
            <Button
              variant="link"
              size="sm"
              aria-label={t('addresses.card.removeLabel', { title })}
              loading={picker.removingId === address.id}
              onClick={() => picker.remove(address)}
            >
              {t('addresses.card.remove')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

/**
 * `account/AddressPicker`: the customer's saved addresses as address cards to choose from, edit
 * inline (Update Address, Cancel) and, with `allowRemove`, remove; a new address is added
 * inline. Used by checkout's shipping step.
 */
export function AddressPicker(props: AddressPickerProps) {
  const { t } = useTranslation(NS);
  const picker = useAddressPicker(props);
  const name = useId();
  return (
    <div css={formStyle}>
      {picker.isLoading ? (
        <p css={note} role="status">
          {t('addresses.picker.loading')}
        </p>
      ) : null}
      {picker.loadError ? (
        <div role="alert">
          <p css={errorNote}>{picker.loadError}</p>
          <Button variant="outline" size="sm" onClick={picker.retry}>
            {t('addresses.picker.retry')}
          </Button>
        </div>
      ) : null}
      {picker.actionError ? (
        <p css={errorNote} role="alert">
          {picker.actionError}
        </p>
      ) : null}
      {picker.addresses.length > 0 ? (
        <fieldset css={fieldset}>
          <legend css={visuallyHidden}>{t('addresses.picker.listLabel')}</legend>
          <ul css={cardList}>
            {picker.addresses.map((address, index) => (
              <PickerAddress
                key={address.id}
                picker={picker}
                address={address}
                index={index}
                name={name}
              />
            ))}
          </ul>
        </fieldset>
      ) : null}
      {picker.isEmpty ? <p css={note}>{t('addresses.picker.empty')}</p> : null}
      {picker.isAdding ? (
        <section aria-labelledby={`${name}-new`}>
          <h3 id={`${name}-new`}>{t('addresses.picker.newTitle')}</h3>
          <AddressForm
            onSubmit={picker.saveNew}
            onCancel={picker.canCancelAdding ? picker.cancelAdding : undefined}
          />
        </section>
      ) : picker.isLoading || picker.loadError ? null : (
        <div>
          <Button variant="outline" onClick={picker.startAdding}>
            {t('addresses.picker.addNew')}
          </Button>
        </div>
      )}
    </div>
  );
}
