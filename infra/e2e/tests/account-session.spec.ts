// Issue 60: a shopper whose access token's hour has passed stays signed in. The customer
// registers by phone in the browser (the code from the dev outbox); then the page is told its
// token expired a minute ago (the expiry cookie the shell schedules by: the service's clock
// cannot be moved from here, the shell's view of it can). The next page exchanges the refresh
// token before it asks who is signed in: the account page still greets the customer, and the
// first access token is dead on the service (refresh tokens rotate), so the page really uses the
// new one. The open tab's timer is the shell's unit test's (session-refresh.test.ts).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support';
import { LOCALES, fill, withSavedArea } from './shell-support';
import { TEXTS, lastOutboxId, latestCode, newPhone } from './journey-support';

async function identityWith(request: APIRequestContext, token: string) {
  const response = await request.post('/graphql', {
    data: { query: '{ customer { firstname } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as {
    data?: { customer?: { firstname: string } | null };
    errors?: { message: string }[];
  };
}

for (const locale of LOCALES) {
  test(`${locale}: the session outlives its access token`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const text = TEXTS[locale].account;
    await withSavedArea(page);

    const phone = newPhone();
    await page.goto(`/${locale}/login`);
    await page.getByRole('main').getByRole('textbox', { name: text.login.phone }).fill(phone);
    await page.getByRole('button', { name: text.login.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/register\\?phone=`));
    await page
      .getByRole('main')
      .getByRole('textbox', { name: text.register.fullName })
      .fill('Salma Fathy');
    await page
      .getByRole('main')
      .getByRole('textbox', { name: text.register.email })
      .fill(`session.${phone}@example.com`);
    const before = await lastOutboxId(request);
    await page.getByRole('button', { name: text.register.submit }).click();
    await expect(page.getByRole('heading', { name: text.otp.title })).toBeVisible();
    const code = await latestCode(request, phone, before);
    for (const [index, digit] of [...code].entries()) {
      await page
        .getByRole('textbox', { name: fill(text.otp.digit, { index: index + 1, total: 4 }) })
        .fill(digit);
    }
    await expect(page).not.toHaveURL(/\/(login|register)/);

    const cookie = async (name: string) =>
      (await context.cookies()).find((entry) => entry.name === name)?.value;
    const first = await cookie('auth_token');
    expect(first).toBeTruthy();
    expect(await cookie('refresh_token')).toBeTruthy();

    // The hour is over as far as the shell can tell.
    const expiry = (await context.cookies()).find(
      (entry) => entry.name === 'auth_token_expires_at',
    );
    expect(expiry).toBeDefined();
    await context.addCookies([{ ...expiry!, value: new Date(Date.now() - 60_000).toISOString() }]);

    await page.goto(`/${locale}/account`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: fill(text.overview.greeting, { firstname: 'Salma' }),
      }),
    ).toBeVisible();
    const second = (await cookie('auth_token'))!;
    expect(second).not.toBe(first);
    expect((await identityWith(request, second)).data?.customer?.firstname).toBe('Salma');
    expect((await identityWith(request, first!)).errors?.[0]?.message).toBe(
      "The current customer isn't authorized.",
    );
  });
}
