import '../i18n';
import type { RoutePageProps } from '@dukkan/contracts';
import { ContactForm } from '../features/contact/components/contact-form';
import { InfoView } from '../features/info/components/info-view';
import { StoreList } from '../features/stores/components/store-list';

/** Information pages: about, contact, faqs, stores, return, terms, privacy,
 * loyalty-points-system, installments and partners, told apart by `routeId`; contact adds the form, stores the store list. */
export default function InfoPage({ routeId }: RoutePageProps) {
  return (
    <InfoView key={routeId} routeId={routeId}>
      {routeId === 'contact' && <ContactForm />}
      {routeId === 'stores' && <StoreList />}
    </InfoView>
  );
}
