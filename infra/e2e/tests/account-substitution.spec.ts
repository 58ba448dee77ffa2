// Issue 13, substitutions, as a customer would, in /en and /ar at 1280 and 375 px: an order placed
// in the test gets a substitution proposal from the store (the service's dev route); the customer
// opens it from the order page, sees the missing item with the replacements and the time left,
// is stopped while the item is unanswered, accepts a replacement, chooses to be called about
// another missing item, and the success page shows the answer and the new total. Screenshots;
// axe clean.
import { LOCALES } from '@dukkan/contracts';
import { expect, test } from './support';
import { fill, isMobile, withSavedArea } from './shell-support';
import { TEXTS, snap, startingWith, templatePattern } from './journey-support';
import {
  placeOrderFor,
  proposeSubstitutionFor,
  seriousViolations,
  signedInAs,
  withAddressPromptAnswered,
} from './account-support';

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;

  test(`/${locale} the customer answers a substitution of an order placed in the test`, async ({
    page,
    context,
    request,
    baseURL,
    consoleWatch,
  }, info) => {
    // An order placed through the API, a proposal, three pages with axe checks.
    test.setTimeout(150_000);
    const size = isMobile(info) ? 'mobile' : 'desktop';
    await withSavedArea(page);
    await withAddressPromptAnswered(page);
    const number = await placeOrderFor(request, 'karim');
    await proposeSubstitutionFor(request, number);
    await signedInAs(context, request, baseURL as string, 'karim');

    await page.goto(`/${locale}/account/orders/${number}`);
    await page.getByRole('link', { name: text.order.substitution }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/substitution/${number}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: fill(text.substitution.title, { number }) }),
    ).toBeVisible();
    const item = page.getByRole('group', { name: templatePattern(text.substitution.missingItem) });
    await expect(item).toHaveCount(1);
    const replacements = item.getByRole('radio', {
      name: templatePattern(text.substitution.replaceWith),
    });
    await expect(replacements.first()).toBeVisible();
    await expect(
      item.getByRole('radio', { name: templatePattern(text.substitution.remove) }),
    ).toBeVisible();
    // The service's 30 minutes (substitution_time_interval) are on the page.
    await expect(
      page.getByText(startingWith(text.substitution.deadline_other.split('{{')[0]!)),
    ).toBeVisible();
    const notice = page.getByRole('group', { name: text.substitution.noticeTitle });
    await snap(page, `account-substitution-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing chosen yet: stopped here, in the page language.
    await page.getByRole('button', { name: text.substitution.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(text.substitution.answerEvery);
    await expect(item).toHaveAccessibleDescription(text.substitution.chooseOne);

    const chosen = replacements.first();
    const chosenName = ((await chosen.getAttribute('aria-labelledby')) ?? '').trim();
    const replacementText = (await page.locator(`[id="${chosenName}"]`).textContent()) ?? '';
    await chosen.check();
    await notice.getByRole('radio', { name: text.substitution.notice.CALL_ME }).check();
    await page.getByRole('button', { name: text.substitution.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/substitution/${number}/success$`));
    await expect(
      page.getByRole('heading', { level: 1, name: text.substitution.successTitle }),
    ).toBeVisible();
    const answer = page.getByRole('list', { name: text.substitution.yourAnswer });
    const replacementName = replacementText.replace(
      new RegExp(`^${text.substitution.replaceWith.split('{{')[0]}`),
      '',
    );
    await expect(answer.getByText(replacementName, { exact: false })).toBeVisible();
    await expect(page.getByText(text.substitution.noticeChosen.CALL_ME)).toBeVisible();
    await expect(page.getByText(templatePattern(text.substitution.newTotal))).toBeVisible();
    await snap(page, `account-substitution-success-${locale}-${size}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The order page no longer offers the proposal.
    await page.getByRole('link', { name: fill(text.review.back, { number }) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: fill(text.order.title, { number }) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: text.order.substitution })).toHaveCount(0);
    expect(consoleWatch.unexpected()).toEqual([]);
  });
}
