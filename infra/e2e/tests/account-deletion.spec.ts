// Issue 63, delete account (shell spec sections 7 and 8, DeleteUser and CustomerNumber): in /en
// and /ar at 1280 and 375 px, a customer opens the account settings, confirms the deletion, gets
// a code on the account's phone (dev outbox), types it and is signed out on the home page with a
// notice; then the phone is unregistered (login leads to registration) and the e-mail and
// password sign nothing in. axe clean on the confirm step.
import { LOCALES } from '@dukkan/contracts';
import { expect, test } from './support';
import { withSavedArea } from './shell-support';
import { TEXTS, lastOutboxId, latestCode, newPhone } from './journey-support';
import {
  newCustomerWithPassword,
  seriousViolations,
  tokenOf,
  withAddressPromptAnswered,
  withSession,
} from './account-support';

const PASSWORD = 'Dukkan2025x';

for (const locale of LOCALES) {
  const text = TEXTS[locale].account;

  test(`${locale}: a customer deletes the account after re-entering a code and cannot sign in with it again`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await withSavedArea(page);
    await withAddressPromptAnswered(page);
    const phone = newPhone();
    const who = await newCustomerWithPassword(request, phone, PASSWORD);
    await withSession(context, baseURL ?? '', await tokenOf(request, who.email, PASSWORD));

    await page.goto(`/${locale}/account/edit`);
    const open = page.getByRole('button', { name: text.deleteAccount.open });
    await expect(open).toBeVisible();
    await open.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: text.deleteAccount.confirmTitle });
    await expect(confirm).toBeVisible();
    // CustomerNumber: the phone the code goes to.
    await expect(confirm.getByText(phone)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const before = await lastOutboxId(request);
    await confirm.getByRole('button', { name: text.deleteAccount.sendCode }).click();
    const codeDialog = page.getByRole('dialog', { name: text.deleteAccount.codeTitle });
    await expect(codeDialog).toBeVisible();
    const code = await latestCode(request, phone, before);
    await codeDialog.getByRole('textbox').first().click();
    await page.keyboard.type(code);

    // Signed out and sent home with the notice.
    await expect(page.getByText(text.deleteAccount.deleted)).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/\/account/);

    // The phone is unregistered now: logging in with it starts a registration.
    await page.goto(`/${locale}/login`);
    await page.getByRole('main').getByRole('textbox', { name: text.login.phone }).fill(phone);
    await page.getByRole('button', { name: text.login.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/register\\?phone=`));

    // And the e-mail with its password signs nothing in.
    const answer = await request.post('/graphql', {
      data: {
        query:
          'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        variables: { e: who.email, p: PASSWORD },
      },
    });
    const body = (await answer.json()) as {
      data?: { generateCustomerToken?: { token: string } | null };
      errors?: { message: string }[];
    };
    expect(body.data?.generateCustomerToken?.token ?? null).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
  });
}
