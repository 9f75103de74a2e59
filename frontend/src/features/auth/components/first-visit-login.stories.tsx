import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '@/testing/mocks/handlers';
import { FirstVisitLogin } from './first-visit-login';

/**
 * Sign-in as a visitor's first visit gets it: the same page as the app's, on its own (no router, no
 * screens), which opens the app once the server session exists. Its failures are the login page's
 * (Screens/Login).
 */
const meta = {
  title: 'Screens/Login/First visit',
  component: FirstVisitLogin,
  args: { onSignedIn: fn() },
  parameters: {
    route: { path: '/login' },
    auth: { user: null },
    msw: { handlers: { auth: authHandlers.signedOut } },
  },
} satisfies Meta<typeof FirstVisitLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignsInThenOpensTheApp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(false));
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in…');
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  },
};

/** The sign-in ended the account's other sessions: the app it opens is told, to say so. */
export const EndsOtherSessions: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.signInEndsOtherSessions } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(true));
  },
};
