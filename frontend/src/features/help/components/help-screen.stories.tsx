import type { Meta, StoryObj } from '@storybook/react-vite';
import { APP_INFO } from '@/lib/app-info';
import { expect, userEvent, within } from 'storybook/test';
import { authHandlers } from '@/testing/mocks/handlers';
import { HelpScreen } from './help-screen';

const meta = {
  title: 'Screens/Help',
  component: HelpScreen,
  parameters: { route: { path: '/help' } },
} satisfies Meta<typeof HelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Email support/ })).toHaveAttribute(
      'href',
      'mailto:support@morsel.app',
    );
    await expect(canvas.getByText(/we reply within 24 hours/)).toBeVisible();
    // Only what exists: no live chat on offer.
    await expect(canvas.queryByText(/Live chat/)).toBeNull();
    const info = within(canvas.getByRole('region', { name: 'App info' }));
    await expect(info.getByText(APP_INFO.version)).toBeVisible(); // package.json's version
    await expect(info.getByText('20 August 2025')).toBeVisible(); // as Britain writes dates
    await expect(info.getByText('Web App')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'See a sample nutrition analysis' })).toBeVisible();
  },
};

/** The FAQ opens one answer at a time as the user asks; what exists is said truthfully. */
export const FaqOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const exportQuestion = canvas.getByRole('button', { name: 'Can I export my data?' });
    await expect(exportQuestion).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(exportQuestion);
    await expect(exportQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Export history \(CSV\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Can I correct the nutrition values by hand?' }));
    await expect(canvas.getByText(/Not yet/)).toBeVisible();
  },
};

/** In German: the titles, a question opened, and the date as German writes it. */
export const German: Story = {
  parameters: { locale: 'de-DE', auth: { user: null }, msw: { handlers: { auth: authHandlers.signedOut } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hilfe und Support' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /E-Mail-Support/ })).toHaveAttribute(
      'href',
      'mailto:support@morsel.app',
    );
    const question = canvas.getByRole('button', { name: 'Kann ich meine Daten exportieren?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Verlauf exportieren \(CSV\)/)).toBeVisible();
    const info = within(canvas.getByRole('region', { name: 'App-Info' }));
    await expect(info.getByText('20. August 2025')).toBeVisible();
    await expect(info.getByText('Web-App')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const SignedOut: Story = {
  parameters: { auth: { user: null }, msw: { handlers: { auth: authHandlers.signedOut } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy?return=homepage',
    );
    await expect(canvas.queryByRole('link', { name: 'See a sample nutrition analysis' })).toBeNull();
  },
};
