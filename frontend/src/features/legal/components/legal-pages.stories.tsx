import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authHandlers } from '@/testing/mocks/handlers';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const meta = {
  title: 'Screens/Legal',
  component: PrivacyPage,
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedOut = { auth: { user: null }, msw: { handlers: { auth: authHandlers.signedOut } } };

const expectCommonFacts = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Last updated 20 August 2025')).toBeVisible(); // as Britain writes dates
  await expect(canvas.getByText(/48 hours/)).toBeVisible();
  await expect(canvasElement).toHaveTextContent(/Google/);
  await expect(canvasElement).toHaveTextContent(/Apple/);
  await expect(canvasElement).toHaveTextContent(/13/);
};

/** Opened from the landing page's footer: back to the landing page. */
export const PrivacyFromHomepage: Story = {
  parameters: { route: { path: '/privacy', url: '/privacy?return=homepage' }, ...signedOut },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'privacy@morsel.app' })).toHaveAttribute(
      'href',
      'mailto:privacy@morsel.app',
    );
    await expect(canvas.getByText(/never sell your data/)).toBeVisible();
    await expectCommonFacts(canvasElement);
  },
};

/** Opened from the profile: back to the profile. */
export const PrivacyFromProfile: Story = {
  parameters: { route: { path: '/privacy' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    // Deleting the account is self-service, and the page says how long backups keep data.
    await expect(canvas.getByText(/Delete your account yourself from your profile/)).toBeVisible();
    await expect(canvas.getByText(/at most 30\s+days/)).toBeVisible();
  },
};

export const TermsFromHomepage: Story = {
  render: () => <TermsPage />,
  parameters: { route: { path: '/terms', url: '/terms?return=homepage' }, ...signedOut },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'legal@morsel.app' })).toBeVisible();
    await expect(canvas.getByText(/Not medical advice/)).toBeVisible();
    await expectCommonFacts(canvasElement);
  },
};

/**
 * In German: the frame and headings translated, the binding text in English (marked as English),
 * with a note saying so.
 */
export const PrivacyGerman: Story = {
  parameters: { locale: 'de-DE', route: { path: '/privacy', url: '/privacy?return=homepage' }, ...signedOut },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Zuletzt aktualisiert am 20. August 2025')).toBeVisible();
    await expect(canvas.getByText('Verbindlich ist der englische Text dieser Seite.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Wie wir deine Fotos schützen' })).toBeVisible();
    await expect(canvas.getByText(/never sell your data/).closest('[lang]')).toHaveAttribute('lang', 'en');
  },
};

export const TermsFromProfile: Story = {
  render: () => <TermsPage />,
  parameters: { route: { path: '/terms' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  },
};
