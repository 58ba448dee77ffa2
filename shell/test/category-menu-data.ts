import type { MenuCategory, MenuSubcategory } from '../src/shared/categories/category-links';

const urlKeyOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

const leaf = (uid: string, name: string): MenuSubcategory => ({
  __typename: 'CategoryTree',
  uid,
  name,
  url_key: urlKeyOf(name),
  children: null,
});

/** A menu tree as the service answers it: 11 menu categories, one not flagged, out of order. */
export function menuTree(): MenuCategory[] {
  const top = (
    uid: string,
    name: string,
    featuredOrder: number | null,
    children: MenuSubcategory[] = [],
  ): MenuCategory => ({
    __typename: 'CategoryTree',
    uid,
    name,
    url_key: urlKeyOf(name),
    includeInMenu: true,
    featuredOrder,
    children,
    megaMenuOffer: null,
  });
  return [
    top('c-phones', 'Phones', 2, [leaf('s-android', 'Android phones'), leaf('s-iphone', 'iPhone')]),
    {
      ...top('c-food', 'Food', 1, [leaf('s-dairy', 'Dairy'), leaf('s-bakery', 'Bakery')]),
      megaMenuOffer: {
        __typename: 'MegaMenuOffer',
        title: 'Fresh week',
        description: 'Save on dairy',
        cta: 'See offers',
        href: '/deals',
      },
    },
    top('c-tv', 'Televisions', 3),
    { ...top('c-hidden', 'Hidden', 0, [leaf('s-x', 'X')]), includeInMenu: false },
    top('c-home', 'Home appliances', 4, [leaf('s-kitchen', 'Kitchen')]),
    top('c-beauty', 'Beauty', 5),
    top('c-toys', 'Toys', 6),
    top('c-baby', 'Baby', 7),
    top('c-pets', 'Pets', 8),
    top('c-books', 'Books', 9),
    top('c-garden', 'Garden', 10),
    top('c-none', 'Unordered', null),
  ];
}
