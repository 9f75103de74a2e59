import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { at360px, overflowing } from '@/testing/overflowing';
import { LabsScreen } from './labs-screen';

const meta = {
  title: 'Labs/Overview',
  component: LabsScreen,
  parameters: { route: { path: '/labs' } },
} satisfies Meta<typeof LabsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(canvas.getByRole('list', { name: 'Labs pages' }));
    const links = pages.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/nutrition-demo',
      '/food-search',
      '/recognition-engine-test',
      '/on-device-model-test',
    ]);
    await expect(pages.getByRole('link', { name: 'Nutrition Demo' })).toHaveAccessibleDescription(
      'The nutrition dashboard on four sample foods, with a guide to its colours.',
    );
    await expect(pages.getByRole('link', { name: 'Food Search' })).toHaveAccessibleDescription(/food database/);
    await expect(pages.getByRole('link', { name: 'Recognition Engine Test' })).toHaveAccessibleDescription(
      /without saving it/,
    );
    await expect(pages.getByRole('link', { name: 'On-Device Model Test' })).toHaveAccessibleDescription(
      /in this browser/,
    );
    await expect(canvas.getByText(/Nothing you do here is added to your history/)).toBeVisible();
  },
};

/** A page's link opens it. */
export const PageOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(canvas.getByRole('list', { name: 'Labs pages' }));
    await userEvent.click(pages.getByRole('link', { name: 'Food Search' }));
    await expect(canvas.queryByRole('list', { name: 'Labs pages' })).toBeNull(); // navigated away
  },
};

/** In German, the longest words: every row's title and line wrap within 360 px. */
export const German: Story = {
  parameters: { locale: 'de-DE' },
  decorators: [at360px],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(canvas.getByRole('list', { name: 'Labs-Seiten' }));
    await expect(pages.getByRole('link', { name: 'Nährwert-Demo' })).toHaveAccessibleDescription(
      'Das Nährwert-Dashboard an vier Beispiel-Lebensmitteln, mit einer Erklärung seiner Farben.',
    );
    await expect(pages.getByRole('link', { name: 'Test des On-Device-Modells' })).toBeVisible();
    await expect(canvas.getByText(/Nichts, was du hier tust, landet in deinem Verlauf/)).toBeVisible();
    await expect(overflowing(canvas.getByTestId('phone-360'))).toEqual([]);
  },
};

export const Spanish: Story = {
  parameters: { locale: 'es-ES' },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole('list', { name: 'Páginas de Labs' }));
    await expect(pages.getByRole('link', { name: 'Búsqueda de alimentos' })).toHaveAccessibleDescription(
      /base de datos de alimentos/,
    );
  },
};
