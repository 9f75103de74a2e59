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

export const PopupBlocked: Story = {
  parameters: { auth: { user: null, popupError: 'auth/popup-blocked', redirectError: 'auth/internal-error' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Google');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Popup blocked. Please allow popups for this site and try again.',
    );
  },
};

export const Cancelled: Story = {
  parameters: { auth: { user: null, popupError: 'auth/popup-closed-by-user' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Google');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/cancelled\. Click the button again/);
  },
};

export const DomainNotAuthorized: Story = {
  parameters: { auth: { user: null, popupError: 'auth/unauthorized-domain' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Facebook');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/This domain is not authorized for sign-in/);
  },
};

export const SignInNotEnabled: Story = {
  parameters: { auth: { user: null, popupError: 'auth/operation-not-allowed' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Apple');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Enable the sign-in method/);
  },
};

export const NotConfigured: Story = {
  parameters: { auth: { user: null, notConfigured: true } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Google');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Authentication failed: Google authentication not configured. Please provide credentials.',
    );
  },
};

export const ProviderFailed: Story = {
  parameters: {
    auth: { user: null, popupError: 'auth/internal-error', redirectError: 'auth/network-request-failed' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Facebook');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Authentication failed: Facebook authentication failed: Firebase: Error \(auth\/network-request-failed\)\.$/,
    );
  },
};

export const BackendLoginFailed: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loginFails } } },
  play: async ({ canvasElement }) => {
    const canvas = await clickProvider(canvasElement, 'Google');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Authentication failed: 401: /);
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};
