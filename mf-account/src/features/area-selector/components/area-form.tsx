import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useAreaForm } from '../hooks/use-area-form';

const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
`;

const note = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const statusLine = (theme: Theme) => css`
  ${note(theme)};
  min-block-size: 1lh;
`;

const errorNote = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.danger.foreground};
`;

/** The select-area dialog's content: city, area and district, the first delivery time, save. */
export function AreaForm() {
  const { t } = useTranslation(NS);
  const area = useAreaForm();
  return (
    <form
      css={formStyle}
      aria-busy={area.isLoading || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        area.save();
      }}
    >
      {/*
        The status line keeps its place after loading: the form opens by itself in the shell's
        dialog on a first visit, and the lists moving up under the shopper would be a layout
        shift. Always present, it is also announced reliably when its text changes.
      */}
      <p css={statusLine} role="status">
        {area.isLoading ? t('areaSelector.loading') : null}
      </p>
      {area.hasError ? (
        <div role="alert">
          <p css={errorNote}>{t('areaSelector.loadError')}</p>
          <Button variant="outline" size="sm" onClick={area.retry}>
            {t('areaSelector.retry')}
          </Button>
        </div>
      ) : null}
      <SelectField
        label={t('areaSelector.city')}
        placeholder={t('areaSelector.choose')}
        options={area.region.options}
        value={area.region.value}
        hint={area.region.hint}
        disabled={area.region.disabled}
        onChange={(event) => area.chooseRegion(event.target.value)}
        required
      />
      <SelectField
        label={t('areaSelector.area')}
        placeholder={t('areaSelector.choose')}
        options={area.city.options}
        value={area.city.value}
        hint={area.city.hint}
        disabled={area.city.disabled}
        onChange={(event) => area.chooseCity(event.target.value)}
        required
      />
      <SelectField
        label={t('areaSelector.district')}
        placeholder={t('areaSelector.choose')}
        options={area.district.options}
        value={area.district.value}
        hint={area.district.hint}
        disabled={area.district.disabled}
        onChange={(event) => area.chooseDistrict(event.target.value)}
        required
      />
      <p css={note} aria-live="polite">
        {area.firstDeliveryText
          ? t('areaSelector.firstDelivery', { when: area.firstDeliveryText })
          : null}
        {!area.firstDeliveryText && area.noDelivery ? t('areaSelector.noDelivery') : null}
      </p>
      <Button type="submit" fullWidth disabled={!area.canSave}>
        {t('areaSelector.save')}
      </Button>
    </form>
  );
}
