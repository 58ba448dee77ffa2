// The catalog remote alone (`npm run dev`, http://localhost:3001/en/_harness).
import { renderHarness } from '@dukkan/build/harness';

renderHarness({
  remote: 'catalog',
  modules: {
    'catalog/HomePage': () => import('../exposes/home-page'),
    'catalog/InfoPage': () => import('../exposes/info-page'),
    'catalog/BrandsPage': () => import('../exposes/brands-page'),
    'catalog/BrandPage': () => import('../exposes/brand-page'),
    'catalog/DealsPage': () => import('../exposes/deals-page'),
    'catalog/FeaturedPage': () => import('../exposes/featured-page'),
    'catalog/ViewMorePage': () => import('../exposes/view-more-page'),
    'catalog/UrlResolverPage': () => import('../exposes/url-resolver-page'),
    'catalog/ProductCard': () => import('../exposes/product-card'),
    'catalog/ProductGrid': () => import('../exposes/product-grid'),
  },
  // ProductCard and ProductGrid need products from the catalogue queries (catalogue issue);
  // the harness lists them without rendering invented products.
});
