import { barCategories, categoryPath, menuCategories, offerOf } from '../category-links';
import { menuTree } from '../../../../test/category-menu-data';

describe('the category menu data', () => {
  it('keeps only includeInMenu categories, sorted by featuredOrder, the first 9', () => {
    const names = menuCategories(menuTree()).map((category) => category.name);
    expect(names).toEqual([
      'Food',
      'Phones',
      'Televisions',
      'Home appliances',
      'Beauty',
      'Toys',
      'Baby',
      'Pets',
      'Books',
    ]);
    expect(names).not.toContain('Hidden');
  });

  it('puts categories without a featuredOrder last', () => {
    const tree = menuTree().filter((category) => ['c-none', 'c-tv'].includes(category.uid));
    expect(menuCategories(tree).map((category) => category.uid)).toEqual(['c-tv', 'c-none']);
  });

  it('shows the first 5 in the desktop bar', () => {
    expect(barCategories(menuCategories(menuTree())).map((category) => category.name)).toEqual([
      'Food',
      'Phones',
      'Televisions',
      'Home appliances',
      'Beauty',
    ]);
  });

  it('links a top category with children to /featured/{url_key}, others to /{url_key}', () => {
    const [food, , tv] = menuCategories(menuTree());
    expect(categoryPath(food!, true)).toBe('/featured/food');
    expect(categoryPath(tv!, true)).toBe('/televisions');
    expect(categoryPath(food!.children![0]!, false)).toBe('/dairy');
  });

  it('offers a card only with a title and a link', () => {
    const [food, phones] = menuCategories(menuTree());
    expect(offerOf(food)).toEqual({
      title: 'Fresh week',
      description: 'Save on dairy',
      cta: 'See offers',
      href: '/deals',
    });
    expect(offerOf(phones)).toBeNull();
    expect(
      offerOf({
        ...food!,
        megaMenuOffer: {
          __typename: 'MegaMenuOffer',
          title: 'No link',
          description: null,
          cta: null,
          href: null,
        },
      }),
    ).toBeNull();
  });

  it('copes with a missing list', () => {
    expect(menuCategories(null)).toEqual([]);
  });
});
