import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authHandlers } from '@/testing/mocks/handlers';
import { LoginPage } from './login-page';

/**
 * The login page against the mock identity provider, which runs the real
 * popup-to-redirect rules: each alert comes from a real provider error code.
 */
const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  parameters: {
    route: { path: '/login' },
    auth: { user: null },
    msw: { handlers: { auth: authHandlers.signedOut } },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const clickProvider = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Continue with ${name}` }));
  return canvas;
};

/** In German: the providers, and the terms and privacy links inside the translated sentence. */
export const German: Story = {
  parameters: { locale: 'de-DE', auth: { user: null, hangSignIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Intelligente Essensanalyse')).toBeVisible();
    for (const provider of ['Google', 'Apple', 'Facebook']) {
      await expect(canvas.getByRole('button', { name: `Weiter mit ${provider}` })).toBeEnabled();
    }
    await expect(canvas.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter mit Google' }));
    await expect(canvas.getByRole('button', { name: 'Weiter mit Apple' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Anmeldung läuft…');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Morsel' })).toBeVisible();
    await expect(canvas.getByText('Smart food analysis')).toBeVisible();
    for (const provider of ['Google', 'Apple', 'Facebook']) {
      await expect(canvas.getByRole('button', { name: `Continue with ${provider}` })).toBeEnabled();
    }
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SigningIn: Story = {
  parameters: { auth: { user: null, hangSignIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Apple');
    for (const provider of ['Google', 'Apple', 'Facebook']) {
      await expect(canvas.getByRole('button', { name: `Continue with ${provider}` })).toBeDisabled();
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in…');
  },
};

/** The alert: a plain sentence and an action; codes only behind 'Details', closed at first. */
const expectAlert = async (canvas: ReturnType<typeof within>, title: string, action: RegExp) => {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(title);
  await expect(within(alert).getByText(action)).toBeVisible();
  await expect(alert).not.toHaveTextContent(/auth\/|Firebase|console|\{/);
  await expect(within(alert).getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
  return alert;
};

export const PopupBlocked: Story = {
  parameters: { auth: { user: null, popupError: 'auth/popup-blocked', redirectError: 'auth/internal-error' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Google');
    await expectAlert(canvas, 'Your browser blocked the sign-in window.', /^Allow pop-ups for this site/);
  },
};

/** Closing the provider's window is the person's choice: no alert, and every button works again. */
export const Cancelled: Story = {
  parameters: { auth: { user: null, popupError: 'auth/popup-closed-by-user' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Google');
    await expect(await canvas.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DomainNotAuthorized: Story = {
  parameters: { auth: { user: null, popupError: 'auth/unauthorized-domain' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Facebook');
    await expectAlert(canvas, 'This way of signing in is not set up on this site.', /^Choose another way/);
  },
};

export const SignInNotEnabled: Story = {
  parameters: { auth: { user: null, popupError: 'auth/operation-not-allowed' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Apple');
    await expectAlert(canvas, 'This way of signing in is not set up on this site.', /^Choose another way/);
  },
};

export const NotConfigured: Story = {
  parameters: { auth: { user: null, notConfigured: true } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Google');
    await expectAlert(canvas, 'This way of signing in is not set up on this site.', /^Choose another way/);
  },
};

export const NoConnection: Story = {
  parameters: {
    auth: { user: null, popupError: 'auth/internal-error', redirectError: 'auth/network-request-failed' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Facebook');
    await expectAlert(canvas, 'We could not reach the sign-in service.', /^Check your connection/);
  },
};

/** The server refuses the token: a plain sentence; the status and code only in the opened details. */
export const BackendLoginFailed: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loginFails } } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Google');
    const alert = await expectAlert(canvas, 'We could not confirm your sign-in.', /^Try again/);
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Details' }));
    await expect(within(alert).getByText('Server: HTTP 401 invalid_token')).toBeVisible();
  },
};
