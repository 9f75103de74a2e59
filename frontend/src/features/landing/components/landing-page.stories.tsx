import type { Meta, StoryObj } from '@storybook/react-vite';
import { APP_INFO } from '@/lib/app-info';
import { expect, userEvent, within } from 'storybook/test';
import { authHandlers } from '@/testing/mocks/handlers';
import { LandingPage } from './landing-page';

const meta = {
  title: 'Screens/Landing',
  component: LandingPage,
  parameters: { route: { path: '/' }, auth: { user: null }, msw: { handlers: { auth: authHandlers.signedOut } } },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Morsel' })).toBeVisible();
    await expect(canvas.getByText("Discover what's in your food with just a photo")).toBeVisible();
    const features = within(canvas.getByRole('list', { name: 'Key features' }));
    await expect(features.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Smart Photo Recognition',
      'AI-Powered Analysis',
      'Nutrition Insights',
      'Health Scoring',
    ]);
    await expect(canvas.getByRole('link', { name: 'Start Food Analysis' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy?return=homepage',
    );
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms?return=homepage',
    );
    await expect(canvas.getByText(`© ${APP_INFO.copyrightYear} Morsel`)).toBeVisible(); // the build's year
    await expect(canvas.getByText(/vision models/)).toBeVisible();
    const video = canvas.getByTestId('landing-video') as HTMLVideoElement;
    await expect(video.muted && video.loop && video.autoplay).toBe(true);
    await expect(video.querySelector('source')!.getAttribute('src')).toMatch(/^\/videos\//);
    await expect(canvas.getByRole('button', { name: 'Your Data & Privacy' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** In German, the longest words: every heading and the button shown whole at a phone's width. */
export const German: Story = {
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Willkommen bei Morsel' })).toBeVisible();
    const features = within(canvas.getByRole('list', { name: 'Die wichtigsten Funktionen' }));
    await expect(features.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Intelligente Fotoerkennung',
      'KI-gestützte Analyse',
      'Nährwerte im Blick',
      'Gesundheitsbewertung',
    ]);
    await expect(canvas.getByRole('link', { name: 'Essen analysieren' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deine Daten und Datenschutz' }));
    await expect(canvas.getByText('Deine Daten werden niemals verkauft.')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const heading of features.getAllByRole('heading'))
      await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const legal = canvas.getByRole('navigation', { name: 'Rechtliches' });
    await expect(legal.scrollWidth).toBeLessThanOrEqual(legal.clientWidth);
  },
};

export const PrivacyOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Your Data & Privacy' }));
    await expect(canvas.getByRole('button', { name: 'Your Data & Privacy' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Food photos')).toBeVisible();
    await expect(canvas.getByText(/Google, Apple or Facebook account for login/)).toBeVisible();
    await expect(canvas.getByText('Your tracking history')).toBeVisible();
    await expect(canvas.getByText('Your data is never sold.')).toBeVisible();
  },
};
