// Compile-time contract (run by `tsc -p`, the typecheck script): every module of this remote
// is listed, and each exposed default export is assignable to its props type. A missing module
// or a default export with other props fails the type check.
import type { ModuleComponent, ModuleId } from '@dukkan/contracts';
import HomePage from '../exposes/home-page';
import InfoPage from '../exposes/info-page';
import BrandsPage from '../exposes/brands-page';
import BrandPage from '../exposes/brand-page';
import DealsPage from '../exposes/deals-page';
import FeaturedPage from '../exposes/featured-page';
import ViewMorePage from '../exposes/view-more-page';
import UrlResolverPage from '../exposes/url-resolver-page';
import ProductCard from '../exposes/product-card';
import ProductGrid from '../exposes/product-grid';
import CrossSellProducts from '../exposes/cross-sell-products';

type CatalogModuleId = Extract<ModuleId, `catalog/${string}`>;

export const exposeChecks: { [K in CatalogModuleId]: ModuleComponent<K> } = {
  'catalog/HomePage': HomePage,
  'catalog/InfoPage': InfoPage,
  'catalog/BrandsPage': BrandsPage,
  'catalog/BrandPage': BrandPage,
  'catalog/DealsPage': DealsPage,
  'catalog/FeaturedPage': FeaturedPage,
  'catalog/ViewMorePage': ViewMorePage,
  'catalog/UrlResolverPage': UrlResolverPage,
  'catalog/ProductCard': ProductCard,
  'catalog/ProductGrid': ProductGrid,
  'catalog/CrossSellProducts': CrossSellProducts,
};
