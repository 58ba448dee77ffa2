import { MENU } from '@dukkan/contracts';

/** A category of the menu tree, as the CategoryList query returns it. */
export interface MenuCategory {
  uid: string;
  name: string;
  url_key: string;
  includeInMenu?: boolean | null;
  featuredOrder?: number | null;
  children?: readonly MenuCategory[] | null;
  megaMenuOffer?: MenuOffer | null;
}

/** The optional offer card of a top category (title, description, cta, href). */
export interface MenuOffer {
  title?: string | null;
  description?: string | null;
  cta?: string | null;
  href?: string | null;
}

/**
 * The menu's categories (shell spec section 2): only those flagged includeInMenu, sorted by
 * featuredOrder (unordered ones last, the server's order kept among equals), the first 9.
 */
export function menuCategories(list: readonly MenuCategory[] | null | undefined): MenuCategory[] {
  const order = (category: MenuCategory) => category.featuredOrder ?? Number.MAX_SAFE_INTEGER;
  return (list ?? [])
    .filter((category) => category.includeInMenu === true && category.url_key)
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
export function childrenOf(category: MenuCategory | undefined): MenuCategory[] {
  return (category?.children ?? []).filter((child) => Boolean(child.url_key));
}

/**
 * Link of a category (without locale): a top category that has children goes to
 * /featured/{url_key}; a category without children or a subcategory goes to /{url_key}.
 */
export function categoryPath(category: MenuCategory, isTopLevel: boolean): string {
  return isTopLevel && childrenOf(category).length > 0
    ? `/featured/${category.url_key}`
    : `/${category.url_key}`;
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
