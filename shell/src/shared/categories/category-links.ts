import { MENU } from '@dukkan/contracts';
import type { CategoryListQuery } from './__generated__/category-list';

/** A top category of the menu, as the CategoryList query returns it. */
export type MenuCategory = NonNullable<NonNullable<CategoryListQuery['categoryList']>[number]>;
/** A subcategory one level down (it has its own children). */
export type MenuSubcategory = NonNullable<NonNullable<MenuCategory['children']>[number]>;
/** A subcategory two levels down. */
type MenuLeaf = NonNullable<NonNullable<MenuSubcategory['children']>[number]>;
/** A category at any level of the menu tree. */
export type AnyMenuCategory = MenuCategory | MenuSubcategory | MenuLeaf;

/**
 * The menu's categories (shell spec section 2): only those flagged includeInMenu, sorted by
 * featuredOrder (unordered ones last, the server's order kept among equals), the first 9.
 */
export function menuCategories(
  list: readonly (MenuCategory | null)[] | null | undefined,
): MenuCategory[] {
  const order = (category: MenuCategory) => category.featuredOrder ?? Number.MAX_SAFE_INTEGER;
  return (list ?? [])
    .filter(
      (category): category is MenuCategory =>
        category?.includeInMenu === true && Boolean(category.url_key),
    )
    .map((category, index) => ({ category, index }))
    .sort((a, b) => order(a.category) - order(b.category) || a.index - b.index)
    .slice(0, MENU.menuCategories)
    .map(({ category }) => category);
}

/** The categories of the desktop bar: the first 5 of the menu. */
export function barCategories(menu: readonly MenuCategory[]): MenuCategory[] {
  return menu.slice(0, MENU.desktopBarCategories);
}

/** Subcategories worth listing: those with a url key. */
export function childrenOf(category: AnyMenuCategory | undefined): (MenuSubcategory | MenuLeaf)[] {
  const children: readonly (MenuSubcategory | MenuLeaf | null)[] =
    (category && 'children' in category ? category.children : null) ?? [];
  return children.filter((child): child is MenuSubcategory | MenuLeaf => Boolean(child?.url_key));
}

/**
 * Link of a category (without locale): a top category that has children goes to
 * /featured/{url_key}; a category without children or a subcategory goes to /{url_key}.
 */
export function categoryPath(category: AnyMenuCategory, isTopLevel: boolean): string {
  return isTopLevel && childrenOf(category).length > 0
    ? `/featured/${category.url_key ?? ''}`
    : `/${category.url_key ?? ''}`;
}

/** An offer card is shown only when it has a title and a link. */
export function offerOf(
  category: MenuCategory | undefined,
): { title: string; href: string; description: string | null; cta: string | null } | null {
  const offer = category?.megaMenuOffer;
  if (!offer?.title || !offer.href) return null;
  return {
    title: offer.title,
    href: offer.href,
    description: offer.description ?? null,
    cta: offer.cta ?? null,
  };
}
