import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { accountHandlers } from '@/testing/mocks/handlers';
import { messages as englishMessages } from '@/lib/i18n/messages/en';
import { AccountDataCard, REMOVED_WITH_ACCOUNT } from './account-data-card';

const meta = {
  title: 'Screens/Profile/Your data',
  component: AccountDataCard,
  args: { userId: demoUser.id, onSignOut: fn(async () => undefined) },
  parameters: { route: { path: '/profile' } },
} satisfies Meta<typeof AccountDataCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs and toasts open in a portal, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openDeleteDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
  return within(await page(canvasElement).findByRole('alertdialog', { name: 'Delete your account?' }));
};

export const YourData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your data' })).toBeVisible();
    await expect(canvas.getByText(/every photo you took/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download all my data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toBeEnabled();
  },
};

/** One tap: the browser downloads the ZIP itself (to disk, with its own progress), and a toast says it has started. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download all my data' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/api\/users\/[^/]+\/export\.zip\?tz=/));
    await expect(link).toHaveAttribute('download');
    // The download itself is the browser's: keep the story on its page.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(await page(canvasElement).findByText('Your download has started')).toBeVisible();
  },
};

/** The dialog says exactly what goes; anything but DELETE is refused with its reason, and nothing is sent. */
export const DeleteNeedsTheWord: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDeleteDialog(canvasElement);
    for (const what of REMOVED_WITH_ACCOUNT) await expect(dialog.getByText(englishMessages[what])).toBeVisible();
    await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
    const field = dialog.getByLabelText('Type DELETE to confirm');
    await userEvent.type(field, 'delete');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(field).toHaveAccessibleDescription('Type DELETE in capital letters to confirm.');
    await expect(field).toHaveValue('delete');
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Deleting: Story = {
  parameters: { msw: { handlers: { account: accountHandlers.pending } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(await dialog.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Deleted: the user is signed out and told so. */
export const Deleted: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
    await expect(await page(canvasElement).findByText('Account deleted')).toBeVisible();
  },
};

/** The server could not delete: the dialog stays open with the reason, and what was typed stays. */
export const DeleteFailed: Story = {
  parameters: { msw: { handlers: { account: accountHandlers.deleteFails } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your account was not deleted. Check your connection and try again.',
    );
    await expect(dialog.getByLabelText('Type DELETE to confirm')).toHaveValue('DELETE');
    await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeEnabled();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};
