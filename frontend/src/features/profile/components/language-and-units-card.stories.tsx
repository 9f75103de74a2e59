import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@/testing/mocks/fixtures';
import { displayPreferencesApi, displayPreferencesHandlers } from '@/testing/mocks/handlers';
import { LanguageAndUnitsCard } from './language-and-units-card';

const meta = {
  title: 'Profile/Language and units',
  component: LanguageAndUnitsCard,
  args: { userId: demoUser.id },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageAndUnitsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const chosen = (canvasElement: HTMLElement, group: string) =>
  within(within(canvasElement).getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .find((radio) => radio.getAttribute('aria-checked') === 'true')?.textContent;

/** A British phone: grams, millilitres, cm and kg, kcal; the language follows the phone. */
export const FollowingThePhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Language' })).toBeEnabled());
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Same as my phone (English)');
    await expect(chosen(canvasElement, 'Energy')).toBe('kcal');
    await expect(chosen(canvasElement, 'Food amounts')).toBe('g');
  },
};

/** A US phone starts in ounces, fluid ounces, feet and pounds. */
export const UsPhone: Story = {
  parameters: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chosen(canvasElement, 'Food amounts')).toBe('oz'));
    await expect(chosen(canvasElement, 'Height and weight')).toBe('ft, lb');
  },
};

/** Choosing kJ saves it for the account and shows it chosen. */
export const ChoosingKilojoules: Story = {
  parameters: { msw: { handlers: { displayPreferences: displayPreferencesApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'kJ' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('radio', { name: 'kJ' }));
    await waitFor(() => expect(chosen(canvasElement, 'Energy')).toBe('kJ'));
  },
};

/** On a German phone, in German. */
export const German: Story = {
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sprache und Einheiten' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Lebensmittelmengen' })).toBeVisible();
  },
};

/** A save that fails says so and keeps the stored choice. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { displayPreferences: displayPreferencesHandlers.saveFails } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'oz' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('radio', { name: 'oz' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your choice wasn’t saved.');
    await expect(chosen(canvasElement, 'Food amounts')).toBe('g');
  },
};
