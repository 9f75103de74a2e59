import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { preferencesApi, preferencesHandlers } from '@/testing/mocks/handlers';
import { NotificationsScreen } from './notifications-screen';

const meta = {
  title: 'Screens/Notifications',
  component: NotificationsScreen,
  args: { userId: demoUser.id },
  parameters: { route: { path: '/notifications' } },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('switch', { name: new RegExp(`^${name}`) });

/** A user who never saved sees the server's defaults. */
export const Defaults: Story = {
  parameters: { msw: { handlers: { preferences: preferencesApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('switch', { name: /^Push notifications/ });
    await expect(toggle(canvasElement, 'Push notifications')).toBeChecked();
    await expect(toggle(canvasElement, 'Email notifications')).not.toBeChecked();
    await expect(toggle(canvasElement, 'Scan reminders')).toBeChecked();
    await expect(toggle(canvasElement, 'Weekly reports')).toBeChecked();
    await expect(toggle(canvasElement, 'New features')).not.toBeChecked();
    const time = canvas.getByRole('combobox', { name: 'Daily scan reminder at' });
    await expect(time).toHaveValue('08:00');
    await expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['8:00', '12:00', '18:00', '20:00']); // as Britain writes times
    await expect(canvas.getByText('3 of 5 are on')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Preferences' })).toBeDisabled();
  },
};

/** On an American phone the times read as Americans write them. */
export const UnitedStates: Story = {
  parameters: { locale: 'en-US', msw: { handlers: { preferences: preferencesApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const time = await canvas.findByRole('combobox', { name: 'Daily scan reminder at' });
    await expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['8:00 AM', '12:00 PM', '6:00 PM', '8:00 PM']);
  },
};

/** In German: the toggles, the times and the save, and a change saved with its toast. */
export const German: Story = {
  parameters: { locale: 'de-DE', msw: { handlers: { preferences: preferencesApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Worüber wir dich informieren' })).toBeVisible();
    await expect(canvas.getByText('3 von 5 sind an')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /^Push-Benachrichtigungen/ })).toBeChecked();
    const time = canvas.getByRole('combobox', { name: 'Tägliche Scan-Erinnerung um' });
    await expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['8:00', '12:00', '18:00', '20:00']);
    await userEvent.click(canvas.getByRole('switch', { name: /^E-Mail-Benachrichtigungen/ }));
    await expect(canvas.getByText('4 von 5 sind an')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen speichern' }));
    await expect(await within(document.body).findByText('Einstellungen gespeichert')).toBeInTheDocument();
  },
};

/** In Spanish, the count agrees with its number: '1 de 5 activada', '2 de 5 activadas'. */
export const Spanish: Story = {
  parameters: { locale: 'es-ES', msw: { handlers: { preferences: preferencesApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 de 5 activadas')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: /^Notificaciones push/ }));
    await userEvent.click(canvas.getByRole('switch', { name: /^Informes semanales/ }));
    await expect(canvas.getByText('1 de 5 activada')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar preferencias' })).toBeEnabled();
  },
};

/** Changes are saved to the account: the toast confirms and the form is clean again. */
export const ChangesSaved: Story = {
  parameters: { msw: { handlers: { preferences: preferencesApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: /^Email notifications/ }));
    await userEvent.keyboard(' '); // Space toggles the focused switch: back off, then on again
    await userEvent.keyboard(' ');
    await expect(toggle(canvasElement, 'Email notifications')).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Daily scan reminder at' }), '18:00');
    const save = canvas.getByRole('button', { name: 'Save Preferences' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await canvas.findByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect(await within(document.body).findByText('Preferences saved')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Preferences' })).toBeDisabled());
    await expect(canvas.getByRole('combobox', { name: 'Daily scan reminder at' })).toHaveValue('18:00');
  },
};

/** With reminders off there is no time to choose. */
export const RemindersOff: Story = {
  parameters: { msw: { handlers: { preferences: preferencesApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: /^Scan reminders/ }));
    await expect(canvas.getByRole('combobox', { name: 'Daily scan reminder at' })).toBeDisabled();
    await expect(canvas.getByText('Turn on scan reminders to choose a time.')).toBeVisible();
  },
};

export const SaveFails: Story = {
  parameters: { msw: { handlers: { preferences: preferencesHandlers.saveFails } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: /^New features/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(await within(document.body).findByText('Could not save preferences')).toBeInTheDocument();
    await expect(toggle(canvasElement, 'New features')).toBeChecked(); // nothing lost
    await expect(canvas.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { preferences: preferencesHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading your preferences')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { preferences: preferencesHandlers.loadFails } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Couldn't load your preferences")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
