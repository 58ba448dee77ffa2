import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useBestsellers, useHomeDeals } from '../hooks/use-home';
import { FeaturedCategories } from '../../../shared/featured-categories/components/featured-categories';
import { useFeaturedCategories } from '../../../shared/featured-categories/hooks/use-featured-categories';
import { OfferBanner } from './offer-banner';
import { ProductSection } from './product-section';
import { useNearView } from '../../../shared/near-view/use-near-view';

/** The home strips in analytics: fixed ids and names in every language. */
const DEALS_LIST = { id: 'home-deals', name: 'Home deals' };
const BESTSELLERS_LIST = { id: 'home-bestsellers', name: 'Home bestsellers' };

function HomeCategories() {
  return <FeaturedCategories section={useFeaturedCategories()} />;
}

function HomeDeals() {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const deals = useHomeDeals();
  return (
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
  );
}

/**
 * The bestsellers sit three screens down on a phone: their query and their twenty cards wait
 * until the shopper scrolls within a screen of them, and the first screen loads without them.
 */
function HomeBestsellers() {
  const { t } = useTranslation(NS);
  const [sectionRef, near] = useNearView<HTMLElement>();
  return (
    <ProductSection
      id="home-bestsellers-title"
      title={t('home.bestsellersTitle')}
      section={useBestsellers(near)}
      list={BESTSELLERS_LIST}
      sectionRef={sectionRef}
    />
  );
}

/** The home's sections, one under the other (also the first screen's, render-first-screen.tsx). */
export const homeColumn = (theme: Theme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.xl,
    paddingBlock: theme.space.lg,
  });

/**
 * The storefront home: offer banner, featured categories, the deals strip and bestsellers. Each
 * section reads its own query, so one answering re-renders that section alone.
 */
export function HomeView() {
  return (
    <div css={homeColumn}>
      <OfferBanner />
      <HomeCategories />
      <HomeDeals />
      <HomeBestsellers />
    </div>
  );
}
