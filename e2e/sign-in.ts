import { expect, type Page } from '@playwright/test';

export type ProviderName = 'Google' | 'Apple' | 'Facebook';

/**
 * Signs in through the real login page and the Firebase Auth emulator's popup
 * account chooser (served offline by the app; see auth-emulator-proxy.ts).
 */
export async function signInWith(page: Page, provider: ProviderName, email: string) {
  await page.goto('/login');
  const button = page.getByRole('button', { name: `Continue with ${provider}` });
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
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}
