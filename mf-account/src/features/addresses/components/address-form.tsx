import { useTranslation } from 'react-i18next';
import { Button, Checkbox, TextField } from '@dukkan/contracts';
import type { AddressFormProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useAddressForm } from '../hooks/use-address-form';
import { AddressPlaceFields } from './address-place-fields';
import { actions, errorNote, fieldset, formStyle, pair } from './address-styles';

/**
 * `account/AddressForm`: the reusable address form of shell spec section 2. It saves nothing
 * itself; the owner's `onSubmit` does (CreateAddress, UpdateAddress or the cart's address).
 * The selects hold the service's region, city and district ids (as strings), so `initialValues`
 * of a saved address come from `savedAddressToFormValues`.
 */
export function AddressForm(props: AddressFormProps) {
  const { t } = useTranslation(NS);
  const form = useAddressForm(props);
  const { register, errors } = form;
  return (
    <form css={formStyle} onSubmit={form.onSubmit} noValidate aria-busy={form.isSubmitting}>
      {form.showContact ? (
        <fieldset css={fieldset}>
          <legend>{t('addresses.form.contact')}</legend>
          <TextField
            {...register('fullName')}
            label={t('addresses.form.fullName')}
            hint={t('addresses.form.fullNameHint')}
            error={errors.fullName}
            autoComplete="name"
            required
          />
          <TextField
            {...register('phone')}
            label={t('addresses.form.phone')}
            error={errors.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            required
          />
        </fieldset>
      ) : null}
      <fieldset css={fieldset}>
        <legend>{t('addresses.form.place')}</legend>
        <AddressPlaceFields form={form} />
        <TextField
          {...register('street')}
          label={t('addresses.form.street')}
          error={errors.street}
          autoComplete="address-line1"
          required
        />
        <div css={pair}>
          <TextField
            {...register('buildingNo')}
            label={t('addresses.form.building')}
            error={errors.buildingNo}
            required
          />
          <TextField
            {...register('floor')}
            label={t('addresses.form.floor')}
            error={errors.floor}
            inputMode="numeric"
            required
          />
        </div>
        <div css={pair}>
          <TextField
            {...register('apt')}
            label={t('addresses.form.apartment')}
            error={errors.apt}
            required
          />
          <TextField
            {...register('landmark')}
            label={t('addresses.form.landmark')}
            error={errors.landmark}
          />
        </div>
        <TextField
          {...register('title')}
          label={t('addresses.form.title')}
          hint={t('addresses.form.titleHint')}
          error={errors.title}
        />
        {form.showDefault ? (
          <Checkbox {...register('isDefault')} label={t('addresses.form.isDefault')} />
        ) : null}
      </fieldset>
      {form.submitError ? (
        <p css={errorNote} role="alert">
          {form.submitError}
        </p>
      ) : null}
      <div css={actions}>
        <Button type="submit" disabled={!form.canSubmit} loading={form.isSubmitting}>
          {props.submitLabel ?? t('addresses.form.save')}
        </Button>
        {props.onCancel ? (
          <Button variant="outline" onClick={props.onCancel} disabled={form.isSubmitting}>
            {t('addresses.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
