// Issue 13 "done when": a customer removes a saved card. Karim gets a card as a shopper does (an
// order paid by card with "save card" ticked, approved in the sandbox), opens his saved cards,
// removes one and confirms in the warning dialog; the page and the service both have one card
// fewer. Serial: the two languages count the same customer's cards.
import { LOCALES } from '@dukkan/contracts';
import { expect, test } from './support';
import { withSavedArea } from './shell-support';
import { TEXTS } from './journey-support';
import {
  graphqlAs,
  savedCardFor,
  seriousViolations,
  signedInAs,
  withAddressPromptAnswered,
} from './account-support';

test.describe.configure({ mode: 'serial' });

async function cardsOfKarim(request: Parameters<typeof graphqlAs>[0]): Promise<number> {
  const answer = await graphqlAs(request, 'karim', '{ customerCards { card_id } }');
  return ((answer.data?.customerCards as unknown[] | undefined) ?? []).length;
}

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;

  test(`/${locale} a customer removes a saved card after confirming`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // A card paid and saved through the sandbox first: longer than the default.
    test.setTimeout(150_000);
    await savedCardFor(request, 'karim', baseURL as string);
    const before = await cardsOfKarim(request);
    expect(before).toBeGreaterThan(0);

    await withSavedArea(page);
    await withAddressPromptAnswered(page);
    await signedInAs(context, request, baseURL as string, 'karim');
    await page.goto(`/${locale}/account/saved-cards`);
    const removeName = new RegExp(`^${text.cards.removeCard.split('{{')[0]}`);
    const removes = page.getByRole('main').getByRole('button', { name: removeName });
    await expect(removes).toHaveCount(before);

    await removes.first().click();
    const dialog = page.getByRole('alertdialog', { name: text.cards.confirmTitle });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text.cards.remove, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(removes).toHaveCount(before - 1);
    expect(await cardsOfKarim(request)).toBe(before - 1);
  });
}
