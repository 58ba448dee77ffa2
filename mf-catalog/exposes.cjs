// Module Federation exposes of the catalog remote: one entry per `catalog/*` module of the
// contracts module map. src/__tests__/contract.test.ts checks this equals exposesOf('catalog').
module.exports = {
  './HomePage': './src/exposes/home-page.tsx',
  './InfoPage': './src/exposes/info-page.tsx',
  './BrandsPage': './src/exposes/brands-page.tsx',
  './BrandPage': './src/exposes/brand-page.tsx',
  './DealsPage': './src/exposes/deals-page.tsx',
  './FeaturedPage': './src/exposes/featured-page.tsx',
  './ViewMorePage': './src/exposes/view-more-page.tsx',
  './UrlResolverPage': './src/exposes/url-resolver-page.tsx',
  './ProductCard': './src/exposes/product-card.tsx',
  './ProductGrid': './src/exposes/product-grid.tsx',
  './CrossSellProducts': './src/exposes/cross-sell-products.tsx',
};
