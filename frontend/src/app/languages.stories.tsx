import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authHandlers, scanApi } from '@/testing/mocks/handlers';
import { LOG_NOW, weekWithGaps } from '@/testing/mocks/log-fixtures';
import { pinClock } from '@/testing/pin-clock';
import { AppShell } from './app-shell';

/**
 * The main screens on a phone in Spanish, through the whole app (shell, guards, routes), beside
 * each screen's own German story: every language has a story of every main screen.
 */
const meta = {
  title: 'App/In Spanish',
  component: AppShell,
  parameters: { locale: 'es-ES' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen of the signed-in app: its title in Spanish, and the tabs. */
const expectSpanishScreen = async (canvasElement: HTMLElement, title: string) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await expect(canvasElement.ownerDocument.documentElement.lang).toBe('es');
  return canvas;
};

export const Landing: Story = {
  parameters: {
    route: { app: true, url: '/' },
    auth: { user: null },
    msw: { handlers: { auth: authHandlers.signedOut } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Te damos la bienvenida a Morsel' })).toBeVisible();
  },
};

export const Scanner: Story = {
  parameters: { route: { app: true, url: '/scanner' } },
  play: async ({ canvasElement }) => {
    // The scanner's header is the brand; its words are Spanish.
    const canvas = await expectSpanishScreen(canvasElement, 'Morsel');
    await expect(canvas.getByRole('region', { name: 'Registra con palabras' })).toBeVisible();
  },
};

export const Result: Story = {
  parameters: { route: { app: true, url: '/results/scan-salad' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectSpanishScreen(canvasElement, 'Resultados');
    await expect((await canvas.findAllByText(/\d kcal/))[0]).toBeVisible();
  },
};

/** Pinned to the log fixtures' Tuesday evening, so the days read the same on any day. */
export const History: Story = {
  parameters: {
    route: { app: true, url: '/history' },
    msw: { handlers: { scans: scanApi(weekWithGaps, { processingMs: 0, clock: () => LOG_NOW }) } },
  },
  beforeEach: () => pinClock(LOG_NOW),
  play: async ({ canvasElement }) => {
    const canvas = await expectSpanishScreen(canvasElement, 'Historial');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Ayer' })).toBeVisible();
  },
};

export const Profile: Story = {
  parameters: { route: { app: true, url: '/profile' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectSpanishScreen(canvasElement, 'Perfil');
    await expect(await canvas.findByRole('heading', { name: 'Idioma y unidades' })).toBeVisible();
  },
};
