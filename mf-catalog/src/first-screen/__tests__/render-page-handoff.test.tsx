import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';
import UrlResolverPage from '../../exposes/url-resolver-page';
import { renderPage } from '../render-page';
import { CATEGORY_ANSWERS, productAnswers, request, service } from './page-service';

describe('a category page drawn per request, taken over by the app', () => {
  it('gives the app what its first render of the page reads, so it asks the service nothing', async () => {
    const page = await renderPage(
      'UrlResolverPage',
      request('fresh-fruits'),
      service(CATEGORY_ANSWERS).graphql,
    );
    // A client that fails every request: only the restored cache can draw the page. The shell
    // restores it and puts cache values first until the page has committed (first-data.ts).
    const fake = fakeGraphQL({});
    fake.client.cache.restore(page!.cache);
    fake.client.prioritizeCacheValues = true;
    await renderWithShell(
      fake.wrap(<UrlResolverPage routeId="url-resolver" params={{ urlKey: 'fresh-fruits' }} />),
      { path: '/en/fresh-fruits' },
    );
    const grid = screen.getByRole('list', { name: 'Fresh Fruits' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(24));
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Fruits' })).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });
});

describe('a product page drawn per request, taken over by the app', () => {
  it('gives the app what its first render of the product reads, so it asks only to record the visit (twice: the page view and the visit)', async () => {
    const page = await renderPage(
      'UrlResolverPage',
      request('mangoes-6'),
      service(productAnswers()).graphql,
    );
    const fake = fakeGraphQL({
      ViewProductPage: () => ({ viewProductPage: true }),
      VisitProduct: () => ({ visitProduct: true }),
    });
    fake.client.cache.restore(page!.cache);
    fake.client.prioritizeCacheValues = true;
    await renderWithShell(
      fake.wrap(<UrlResolverPage routeId="url-resolver" params={{ urlKey: 'mangoes-6' }} />),
      { path: '/en/mangoes-6' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mangoes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Description' })).toHaveTextContent('Ripe today.');
    expect(screen.getByRole('img', { name: 'Mangoes' })).toHaveAttribute('fetchpriority', 'high');
    // The page view is recorded once per visit, drawn copy or not (a mutation, never cached).
    await waitFor(() =>
      expect(fake.calls.map((call) => call.operationName)).toEqual([
        'ViewProductPage',
        'VisitProduct',
      ]),
    );
  });
});
