import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useHome } from '../hooks/use-home';
import { FeaturedCategories } from '../../../shared/featured-categories/components/featured-categories';
import { OfferBanner } from './offer-banner';
import { ProductSection } from './product-section';

/** The home strips in analytics: fixed ids and names in every language. */
const DEALS_LIST = { id: 'home-deals', name: 'Home deals' };
const BESTSELLERS_LIST = { id: 'home-bestsellers', name: 'Home bestsellers' };

/** The storefront home: offer banner, featured categories, bestsellers and the deals strip. */
export function HomeView() {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const { categories, bestsellers, deals } = useHome();
  return (
    <div
      css={(theme) => [
        {
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.xl,
          paddingBlock: theme.space.lg,
        },
      ]}
    >
      <OfferBanner />
      <FeaturedCategories section={categories} />
      <ProductSection
        id="home-deals-title"
        title={t('home.dealsTitle')}
        section={deals}
        list={DEALS_LIST}
        leading
        action={
          deals.total > deals.items.length ? (
            <Link to={localePath('/deals')}>{t('home.allDeals')}</Link>
          ) : null
        }
      />
      <ProductSection
        id="home-bestsellers-title"
        title={t('home.bestsellersTitle')}
        section={bestsellers}
        list={BESTSELLERS_LIST}
      />
    </div>
  );
}
