import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useEditAddressPage, useNewAddressPage } from '../hooks/use-address-form-page';
import { AddressForm } from './address-form';
import { bookPage, errorNote, note } from './address-styles';

function NewAddressPage() {
  const { t } = useTranslation(NS);
  const page = useNewAddressPage();
  return (
    <section css={(theme) => bookPage(theme, true)} aria-labelledby="address-form-title">
      <Link to={page.bookPath}>{t('addresses.book.back')}</Link>
      <h1 id="address-form-title">{page.title}</h1>
      <AddressForm
        submitLabel={page.submitLabel}
        onSubmit={page.onSubmit}
        onCancel={page.onCancel}
      />
    </section>
  );
}

function EditAddressPage({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const page = useEditAddressPage(id);
  return (
    <section css={(theme) => bookPage(theme, true)} aria-labelledby="address-form-title">
      <Link to={page.bookPath}>{t('addresses.book.back')}</Link>
      <h1 id="address-form-title">{page.title}</h1>
      {page.isLoading ? (
        <p css={note} role="status">
          {t('addresses.picker.loading')}
        </p>
      ) : null}
      {page.loadError ? (
        <div role="alert">
          <p css={errorNote}>{page.loadError}</p>
          <Button variant="outline" size="sm" onClick={page.retry}>
            {t('addresses.picker.retry')}
          </Button>
        </div>
      ) : null}
      {page.notFound ? (
        <p css={errorNote} role="alert">
          {t('addresses.book.notFound')}
        </p>
      ) : null}
      {page.initialValues ? (
        <AddressForm
          initialValues={page.initialValues}
          submitLabel={page.submitLabel}
          onSubmit={page.onSubmit}
          onCancel={page.onCancel}
        />
      ) : null}
    </section>
  );
}

/** `/account/addresses/new` and `/account/addresses/{id}/edit`: the address form as a page. */
export function AddressFormPage({ routeId, params }: RoutePageProps) {
  if (routeId === 'account-address-edit') {
    return <EditAddressPage key={params.id} id={Number(params.id)} />;
  }
  return <NewAddressPage />;
}
