import { screen } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import SearchPage from '../../../exposes/search-page';

describe('search pages before their feature issue', () => {
  it('shows the search title, the name parameter, the q term and says the page is not built yet', async () => {
    await renderWithShell(<SearchPage routeId="search" params={{ name: 'rice' }} />, {
      path: '/en/search/rice?q=%20basmati%20',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByText('Search: rice')).toBeInTheDocument();
    expect(screen.getByText('Search term: basmati')).toBeInTheDocument();
    expect(screen.getByText('This page is not built yet.')).toBeInTheDocument();
  });

  it('shows the same page in Arabic', async () => {
    await renderWithShell(<SearchPage routeId="search" params={{ name: 'أرز' }} />, {
      locale: 'ar',
      path: '/ar/search/أرز',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'نتائج البحث' })).toBeInTheDocument();
    expect(screen.getByText('البحث: أرز')).toBeInTheDocument();
    expect(screen.getByText('هذه الصفحة لم تُبنَ بعد.')).toBeInTheDocument();
  });

  it('shows no parameter lines when the optional name and q are absent', async () => {
    await renderWithShell(<SearchPage routeId="search" params={{ name: undefined }} />, {
      path: '/en/search',
    });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
