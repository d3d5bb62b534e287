import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { jsonWriteHeaders, signInAsNewReader } from './support/auth';

/** The password `registerReader` gives every new reader. */
const READER_PASSWORD = 'a-long-secret-1';

/**
 * A platform authenticator for this page, as Chromium's DevTools protocol simulates one: it keeps
 * discoverable credentials, verifies its user and confirms presence without a prompt.
 */
async function virtualAuthenticator(page: Page): Promise<{ client: CDPSession; authenticatorId: string }> {
  const client = await page.context().newCDPSession(page);
  await client.send('WebAuthn.enable');
  const { authenticatorId } = await client.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { client, authenticatorId };
}

/** Adds a passkey on the settings page, the wrong password first. */
async function addPasskeyOnSettings(page: Page, name: string): Promise<void> {
  await page.goto('/en/user/panel/setting');
  const section = page.getByRole('region', { name: 'Passkeys', exact: true });
  await expect(section).toContainText('You have no passkeys yet.');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel('Name', { exact: true }).fill(name);
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByText('Current password is incorrect.')).toBeVisible();
  await section.getByLabel('Current password').fill(READER_PASSWORD);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByTestId('passkey')).toHaveCount(1);
  await expect(section.getByTestId('passkey')).toContainText(name);
  await expect(section.getByTestId('passkey')).toContainText('Not used yet');
}

/** Signed out, on the home page, with the sign-in dialog open. */
async function openSignInSignedOut(page: Page) {
  await page.context().clearCookies();
  await page.goto('/en');
  await expect(page.getByTestId('sign-in')).toBeEnabled();
  await page.getByTestId('sign-in').click();
  return page.getByRole('dialog');
}

test.describe('passkeys', () => {
  test('adding a passkey in the settings, then signing in with it alone and as the step after the password', async ({ page }) => {
    const { email } = await signInAsNewReader(page);
    const { client, authenticatorId } = await virtualAuthenticator(page);
    await addPasskeyOnSettings(page, 'Test laptop');
    const { credentials } = await client.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // Password-less: no e-mail, no password, the passkey names the account.
    let dialog = await openSignInSignedOut(page);
    await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/en\/user\/panel\/dashboard$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto('/en/user/panel/setting');
    await expect(page.getByRole('region', { name: 'Passkeys', exact: true }).getByTestId('passkey')).not.toContainText(
      'Not used yet',
    );

    // With a passkey the password alone no longer signs in: the passkey finishes the sign-in.
    dialog = await openSignInSignedOut(page);
    await dialog.getByLabel('E-mail or username').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(READER_PASSWORD);
    await dialog.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue with a passkey' }).click();
    await expect(page).toHaveURL(/\/en\/user\/panel\/dashboard$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('renaming and removing a passkey; the password alone signs in again', async ({ page }) => {
    const { email } = await signInAsNewReader(page);
    await virtualAuthenticator(page);
    await addPasskeyOnSettings(page, 'Old name');
    const section = page.getByRole('region', { name: 'Passkeys', exact: true });

    // The name inside the button's label is isolated (U+2068…U+2069) for right-to-left pages.
    await section.getByRole('button', { name: /^Rename\W+Old name\W*$/ }).click();
    await section.getByLabel('Name', { exact: true }).fill('New name');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByTestId('passkey')).toContainText('New name');

    await section.getByRole('button', { name: /^Remove\W+New name\W*$/ }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Remove the passkey');
    await confirm.getByLabel('Current password').fill(READER_PASSWORD);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(section).toContainText('You have no passkeys yet.');

    await page.context().clearCookies();
    const login = await page.request.post('/api/user/authentication/login', {
      headers: await jsonWriteHeaders(page),
      data: { login: email, password: READER_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { data } = (await login.json()) as { data: { token?: string; two_factor_required?: boolean } };
    expect(data.two_factor_required).toBeUndefined();
    expect(data.token).toBeTruthy();
  });
});
