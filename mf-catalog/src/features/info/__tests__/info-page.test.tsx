import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@dukkan/build/harness/testing';
import InfoPage from '../../../exposes/info-page';
import { fakeGraphQL } from '@dukkan/build/testing/graphql';

function network(pages: Record<string, { title: string; content: string }>) {
  return fakeGraphQL({
    CmsPage: (variables) => {
      const page = pages[String(variables.identifier)];
      return {
        cmsPage: page
          ? {
              __typename: 'CmsPage',
              identifier: variables.identifier,
              title: page.title,
              content_heading: page.title,
              content: page.content,
              meta_title: `${page.title} | Dukkan`,
              meta_description: null,
            }
          : null,
      };
    },
    Faqs: () => ({
      faqs: [
        {
          __typename: 'Faq',
          id: 3,
          position: 3,
          group: 'Delivery',
          question: 'When do you deliver?',
          answer: 'Every day.',
        },
        {
          __typename: 'Faq',
          id: 1,
          position: 1,
          group: 'Orders',
          question: 'How do I track my order?',
          answer: 'Open My Orders.',
        },
        {
          __typename: 'Faq',
          id: 2,
          position: 2,
          group: 'Orders',
          question: 'Can I cancel an order?',
          answer: 'While it is pending.',
        },
      ],
    }),
  });
}

describe('information pages', () => {
  it('show the CMS heading and its content, sanitised', async () => {
    const fake = network({
      about: {
        title: 'About Dukkan',
        content: '<p>Egyptian retailer.</p><script>window.bad=1</script><pre>x</pre>',
      },
    });
    await renderWithShell(fake.wrap(<InfoPage routeId="about" params={{}} />));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Dukkan' }),
    ).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Egyptian retailer.');
    expect(article.querySelector('script, pre')).toBeNull();
    expect(fake.callsOf('CmsPage').map((call) => call.variables)).toEqual([
      { identifier: 'about' },
    ]);
    expect(fake.callsOf('Faqs')).toEqual([]);
  });

  it('list the FAQ entries by position in their groups, each answer behind its question', async () => {
    await renderWithShell(
      network({ faqs: { title: 'Frequently asked questions', content: '<p>Answers.</p>' } }).wrap(
        <InfoPage routeId="faqs" params={{}} />,
      ),
    );
    const orders = await screen.findByRole('region', { name: 'Orders' });
    const questions = within(orders).getAllByText(/\?$/);
    expect(questions.map((q) => q.textContent)).toEqual([
      'How do I track my order?',
      'Can I cancel an order?',
    ]);
    expect(screen.getByText('Open My Orders.')).not.toBeVisible();
    await userEvent.click(screen.getByText('How do I track my order?'));
    expect(screen.getByText('Open My Orders.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Delivery' })).toBeInTheDocument();
  });

  it('keep the route title as heading in Arabic until the content arrives', async () => {
    await renderWithShell(network({}).wrap(<InfoPage routeId="privacy" params={{}} />), {
      locale: 'ar',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
  });
});
