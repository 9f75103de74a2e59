import { expect, type Page } from '@playwright/test';
import { emulatorGoogleSignIn } from '../api/test/support/emulator-sign-in';
import { e2eEmulatorHost } from './e2e-env';

export type ProviderName = 'Google' | 'Apple' | 'Facebook';

/**
 * Signs in through the real login page and the Firebase Auth emulator's popup
 * account chooser (served offline by the app; see auth-emulator-proxy.ts). The provider's button
 * is found by its name in any language ('Continue with Google', 'Weiter mit Google'); `navigation`
 * is the app's main navigation's name in the page's language.
 */
export async function signInWith(
  page: Page,
  provider: ProviderName,
  email: string,
  { navigation = 'Main' }: { navigation?: string } = {},
) {
  await page.goto('/login');
  const button = page.getByRole('button', { name: new RegExp(`\\b${provider}$`) });
  await expect(button).toBeEnabled();
  const popupOpened = page.context().waitForEvent('page');
  await button.click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  const known = popup.getByText(email, { exact: true });
  if (await known.count()) {
    await known.click();
  } else {
    await popup.click('#add-account-button');
    await popup.click('#autogen-button');
    await popup.fill('#email-input', email);
    await popup.click('#sign-in');
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: navigation })).toBeVisible();
}

/**
 * Signs in as a Google user without the login page, for journeys whose subject is not signing in
 * (the login page and the providers' popups are walked by `signInWith`): the Auth emulator's REST
 * sign-in, the call the browser SDK makes, then the app's own `POST /api/auth/login` from the
 * page's browser context, so the session cookie lands where the page reads it; then the app at `/`.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  { navigation = 'Main' }: { navigation?: string } = {},
) {
  const { idToken } = await emulatorGoogleSignIn(e2eEmulatorHost, email);
  const login = await page.context().request.post('/api/auth/login', {
    headers: { authorization: `Bearer ${idToken}` },
    data: {},
  });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: navigation })).toBeVisible();
}
