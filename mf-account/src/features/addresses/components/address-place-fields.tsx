import { useTranslation } from 'react-i18next';
import { Button, SelectField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { useAddressForm } from '../hooks/use-address-form';
import { MapLocation } from '../map/map-location';
import { errorNote, note } from './address-styles';

type SelectName = 'region' | 'city' | 'district';

/**
 * The three dependent selects of the address form, labelled city, area and district as the
 * spec names them (the service's region, city and district), with the loading and error lines
 * of the area list, and the map picker that fills all three from a point (map/map-location.tsx).
 */
export function AddressPlaceFields({ form }: { form: ReturnType<typeof useAddressForm> }) {
  const { t } = useTranslation(NS);
  const select = (name: SelectName, label: string) => (
    <SelectField
      label={label}
      placeholder={t('addresses.form.choose')}
      options={form[name].options}
      value={form[name].value}
      disabled={form[name].disabled}
      error={form.errors[name]}
      onChange={(event) => form.choose(name, event.target.value)}
      onBlur={() => form.touch(name)}
      ref={name === 'region' ? form.regionSelect : undefined}
      required
    />
  );
  return (
    <>
      {form.areasLoading ? (
        <p css={note} role="status">
          {t('addresses.form.loadingAreas')}
        </p>
      ) : null}
      {form.areasError ? (
        <div role="alert">
          <p css={errorNote}>{t('addresses.form.areasError')}</p>
          <Button variant="outline" size="sm" onClick={form.retryAreas}>
            {t('addresses.form.retry')}
          </Button>
        </div>
      ) : null}
      <MapLocation
        onPlace={form.placeFromMap}
        onChooseArea={() => form.regionSelect.current?.focus()}
      />
      {select('region', t('addresses.form.city'))}
      {select('city', t('addresses.form.area'))}
      {select('district', t('addresses.form.district'))}
    </>
  );
}
