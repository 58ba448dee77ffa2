// Issue 5, navigation in /en and /ar: the desktop mega menu at 1280 px (first 5 menu categories
// by featuredOrder, brands, highlighted deals, all-categories button, hover panel with
// subcategories, shop-all and dim overlay, reset on mouse-out and route change, spec links) and
// at 375 px the mobile bottom bar (five tabs, active tab by route, login when anonymous) and
// the mobile menu.
import { MENU } from '@dukkan/contracts';
import { expect, test } from './support';
import {
  LOCALES,
  SHELL_TEXT,
  fill,
  isMobile,
  menuCategoriesFromService,
  topCategoryPath,
  withSavedArea,
} from './shell-support';
import type { Locale } from './shell-support';

function textsOf(locale: Locale) {
  const t = SHELL_TEXT[locale];
  return {
    menu: t.menu.label,
    all: t.menu.allCategories,
    brands: t.menu.brands,
    deals: t.menu.deals,
    shopAll: (name: string) => fill(t.menu.shopAll, { name }),
    bar: t.mobileBar.label,
    tabs: [
      t.mobileBar.home,
      t.mobileBar.categories,
      t.mobileBar.cart,
      t.mobileBar.deals,
      t.mobileBar.login,
    ] as const,
    mobileMenu: t.mobileMenu.title,
    close: t.mobileMenu.close,
    mobileMenuItems: [
      t.mobileMenu.brands,
      t.mobileMenu.addressBook,
      t.mobileMenu.accountSettings,
      t.mobileMenu.savedCards,
    ],
    language: t.header.languageSwitch,
  };
}

for (const locale of LOCALES) {
  const text = textsOf(locale);

  test(`/${locale} mega menu: 5 categories, brands, deals, hover panel, resets, links`, async ({
    page,
    request,
    consoleWatch,
  }, info) => {
    test.skip(isMobile(info), 'the mega menu is the desktop navigation');
    const categories = await menuCategoriesFromService(request, locale);
    expect(categories.length, 'the demo data has menu categories').toBeGreaterThan(0);
    const bar = categories.slice(0, MENU.desktopBarCategories);

    await withSavedArea(page);
    await page.goto(`/${locale}`);
    const nav = page.getByRole('navigation', { name: text.menu });
    const links = nav.getByRole('listitem').getByRole('link');
    await expect(links.first()).toBeVisible();
    // The bar: the first 5 menu categories in featuredOrder, then brands, then deals.
    await expect(links).toHaveText([
      ...bar.map((category) => category.name),
      text.brands,
      text.deals,
    ]);
    for (const [index, category] of bar.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', topCategoryPath(locale, category));
    }
    await expect(nav.getByRole('link', { name: text.brands, exact: true })).toHaveAttribute(
      'href',
      `/${locale}/brands`,
    );
    await expect(nav.getByRole('link', { name: text.deals, exact: true })).toHaveAttribute(
      'href',
      `/${locale}/deals`,
    );

    // Hovering a category with children opens its subcategories, shop-all and the dim overlay.
    const parent = bar.find((category) => (category.children ?? []).length > 0);
    expect(parent, 'a bar category has subcategories').toBeDefined();
    const overlay = page.getByTestId('mega-menu-overlay');
    await nav.getByRole('link', { name: parent!.name, exact: true }).hover();
    const sublist = nav.getByRole('list', { name: new RegExp(parent!.name) });
    await expect(sublist).toBeVisible();
    const firstChild = parent!.children![0]!;
    await expect(sublist.getByRole('link', { name: firstChild.name, exact: true })).toHaveAttribute(
      'href',
      `/${locale}/${firstChild.url_key}`,
    );
    await expect(nav.getByRole('link', { name: text.shopAll(parent!.name) })).toHaveAttribute(
      'href',
      `/${locale}/featured/${parent!.url_key}`,
    );
    await expect(overlay).toBeVisible();

    // Mouse-out resets the selection.
    await page.mouse.move(640, 700);
    await expect(sublist).toBeHidden();
    await expect(overlay).toBeHidden();

    // The all-categories button toggles the category menu, which lists the menu categories.
    const allButton = nav.getByRole('button', { name: text.all });
    await expect(allButton).toHaveAttribute('aria-expanded', 'false');
    await allButton.click();
    await expect(allButton).toHaveAttribute('aria-expanded', 'true');
    const allList = nav.getByRole('list', { name: text.all });
    await expect(allList.getByRole('link')).toHaveText(categories.map((category) => category.name));

    // A route change resets the menu.
    await allList.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${topCategoryPath(locale, categories[0]!)}$`));
    await expect(allList).toBeHidden();
    await expect(overlay).toBeHidden();
    expect(consoleWatch.unexpected()).toEqual([]);
  });

  test(`/${locale} mobile bar: five tabs, active tab by route, login when anonymous; mobile menu`, async ({
    page,
    consoleWatch,
  }, info) => {
    await withSavedArea(page);
    await page.goto(`/${locale}/deals`);
    const bar = page.getByRole('navigation', { name: text.bar });
    if (!isMobile(info)) {
      // Desktop shows the header navigation instead.
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    const tabs = bar.getByRole('listitem');
    await expect(tabs).toHaveCount(5);
    await expect(tabs).toHaveText(text.tabs.map((label) => new RegExp(label)));
    const current = bar.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(new RegExp(text.deals));
    await expect(bar.getByRole('link', { name: text.tabs[4] })).toHaveAttribute(
      'href',
      `/${locale}/login`,
    );

    // The bar stays at the bottom of the screen.
    const box = await bar.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);

    // Home tab: the active tab follows the route.
    await bar.getByRole('link', { name: text.tabs[0] }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(current).toHaveText(new RegExp(text.tabs[0]));

    // Categories tab opens the mobile menu with categories, brands, account links and language.
    const categoriesTab = bar.getByRole('button', { name: text.tabs[1] });
    await categoriesTab.click();
    await expect(categoriesTab).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('dialog', { name: text.mobileMenu });
    await expect(menu).toBeVisible();
    for (const item of text.mobileMenuItems)
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    await expect(menu.getByRole('link', { name: text.language })).toBeVisible();
    await menu.getByRole('button', { name: text.close }).click();
    await expect(menu).toBeHidden();
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}
