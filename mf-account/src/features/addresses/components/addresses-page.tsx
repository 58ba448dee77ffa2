import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, addressTitle, buttonStyles, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useAddressesPage } from '../hooks/use-addresses-page';
import { AddressCard } from './address-card';
import { bookPage, cardList, errorNote, note, pageHead } from './address-styles';

/** `/account/addresses`: the address book (cards with edit and remove, add a new address). */
export function AddressesPage(_props: RoutePageProps) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const page = useAddressesPage();
  return (
    <section css={(theme) => bookPage(theme, false)} aria-labelledby="address-book-title">
      <div css={pageHead}>
        <div>
          <h1 id="address-book-title">{t('addresses.book.title')}</h1>
          <p>{t('addresses.book.intro')}</p>
        </div>
        <Link to={page.newPath} css={(theme) => buttonStyles(theme, { variant: 'primary' })}>
          {t('addresses.book.addNew')}
        </Link>
      </div>
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
      {page.actionError ? (
        <p css={errorNote} role="alert">
          {page.actionError}
        </p>
      ) : null}
      {page.isEmpty ? <p css={note}>{t('addresses.picker.empty')}</p> : null}
      {page.addresses.length > 0 ? (
        <ul css={cardList} aria-label={t('addresses.picker.listLabel')}>
          {page.addresses.map((address, index) => {
            const title = addressTitle(address.title, index, locale);
            return (
              <AddressCard
                key={address.id}
                address={address}
                index={index}
                actions={
                  <>
                    <Link
                      to={page.editPath(address)}
                      aria-label={t('addresses.card.editLabel', { title })}
                      css={(theme) => buttonStyles(theme, { variant: 'link', size: 'sm' })}
                    >
                      {t('addresses.card.edit')}
                    </Link>
                    <Button
                      variant="link"
                      size="sm"
                      aria-label={t('addresses.card.removeLabel', { title })}
                      loading={page.removingId === address.id}
                      onClick={() => page.remove(address)}
                    >
                      {t('addresses.card.remove')}
                    </Button>
                  </>
                }
              />
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
