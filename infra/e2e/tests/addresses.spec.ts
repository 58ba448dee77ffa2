// The address book of issue 12, as a customer uses it in /en and /ar on both widths: a new
// customer signed in through the service (the login by phone in the page is the journey's and
// checkout-returning's subject), the customer adds an address (a wrong phone refused on the way
// and fixed without retyping anything else), edits it, chooses it in the address selector modal
// (which opens by itself for a customer with an area and no chosen address) and removes it.
// Screenshots go to docs/screenshots when DUKKAN_SCREENSHOTS is set.
import { validationMessage } from '@dukkan/contracts';
import { expect, test } from './support';
import { LOCALES, fill, isMobile, withSavedArea } from './shell-support';
import { TEXTS, areaWithStore, snap } from './journey-support';
import { newCustomerSignedIn, seriousViolations } from './account-support';

for (const locale of LOCALES) {
  test(`${locale}: a customer adds, edits, chooses and removes an address`, async ({
    page,
    context,
    request,
    baseURL,
  }, info) => {
    test.setTimeout(150_000);
    const text = TEXTS[locale].account.addresses;
    const size = isMobile(info) ? 'mobile' : 'desktop';
    const area = await areaWithStore(request, locale);
    await withSavedArea(page);
    await newCustomerSignedIn(context, request, baseURL as string);
    await page.goto(`/${locale}`);

    // With an area and no chosen address, the selector asks at once; the book is empty yet.
    const selector = page.getByRole('dialog', { name: text.selector.title });
    await expect(selector).toBeVisible();
    await expect(selector.getByText(text.selector.empty)).toBeVisible();
    await expect(selector.getByRole('button', { name: text.selector.confirm })).toBeDisabled();
    await selector.getByRole('button', { name: text.selector.addNew }).click();

    // The new-address page: a wrong phone is refused, fixed, and nothing else is retyped.
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/addresses/new$`));
    const main = page.getByRole('main');
    const field = (label: string) => main.getByRole('textbox', { name: label });
    await field(text.form.fullName).fill('Nour Samir');
    await field(text.form.phone).fill('0201234567');
    await main.getByRole('combobox', { name: text.form.city }).selectOption({ label: area.region });
    await main.getByRole('combobox', { name: text.form.area }).selectOption({ label: area.city });
    await main
      .getByRole('combobox', { name: text.form.district })
      .selectOption({ label: area.district });
    await field(text.form.street).fill('12 Abbas El Akkad');
    await field(text.form.building).fill('12');
    await field(text.form.floor).fill('3');
    await field(text.form.apartment).fill('7');
    await field(text.form.title).fill('Home');
    const save = main.getByRole('button', { name: text.form.save });
    await expect(main.getByText(validationMessage('phone_length', locale))).toBeVisible();
    await expect(save).toBeDisabled();
    await field(text.form.phone).scrollIntoViewIfNeeded();
    await snap(page, `addresses-new-error-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    await field(text.form.phone).fill('01012345678');
    await expect(main.getByText(validationMessage('phone_length', locale))).toBeHidden();
    await expect(field(text.form.street)).toHaveValue('12 Abbas El Akkad');
    await expect(main.getByRole('combobox', { name: text.form.district })).not.toHaveValue('');
    await save.click();

    // Back in the book with the new card.
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/addresses$`));
    await expect(page.getByText(text.picker.saved)).toBeVisible();
    const card = main.getByRole('listitem').filter({ hasText: 'Home' });
    await expect(card.getByText('12 Abbas El Akkad')).toBeVisible();
    await snap(page, `addresses-book-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Edit: the saved values are there; Update Address saves the change.
    await main.getByRole('link', { name: fill(text.card.editLabel, { title: 'Home' }) }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/addresses/\\d+/edit$`));
    await expect(field(text.form.fullName)).toHaveValue('Nour Samir');
    await field(text.form.street).fill('14 Makram Ebeid');
    await snap(page, `addresses-edit-${locale}-${size}`);
    await main.getByRole('button', { name: text.book.update }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/addresses$`));
    await expect(card.getByText('14 Makram Ebeid')).toBeVisible();

    // The selector opens by itself again once the earlier answer is forgotten; confirm reloads.
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        if (key.startsWith('dukkan:address-prompt-confirmed')) window.localStorage.removeItem(key);
      }
    });
    await page.reload();
    await expect(selector).toBeVisible();
    await expect(selector.getByRole('radio', { name: 'Home' })).toBeChecked();
    await snap(page, `addresses-selector-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForEvent('load'),
      selector.getByRole('button', { name: text.selector.confirm }).click(),
    ]);
    await expect(page.getByRole('heading', { name: text.book.title })).toBeVisible();
    await expect(selector).toBeHidden();
    const stored = await page.evaluate(() =>
      window.localStorage.getItem('dukkan:delivery-address'),
    );
    expect(stored).toContain('14 Makram Ebeid');

    // Remove: the card goes, and so does the stored delivery address.
    await main
      .getByRole('button', { name: fill(text.card.removeLabel, { title: 'Home' }) })
      .click();
    await expect(page.getByText(text.picker.removed)).toBeVisible();
    await expect(main.getByText(text.picker.empty)).toBeVisible();
    expect(
      await page.evaluate(() => window.localStorage.getItem('dukkan:delivery-address')),
    ).toBeNull();
  });
}
