import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers, scanApi } from '@/testing/mocks/handlers';
import { LOG_NOW, weekWithGaps } from '@/testing/mocks/log-fixtures';
import { pinClock } from '@/testing/pin-clock';
import { AppShell } from './app-shell';

/** The whole app (shell, guards and routes) at a given URL. */
const meta = {
  title: 'App/Shell',
  component: AppShell,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutLanding: Story = {
  parameters: {
    route: { app: true, url: '/' },
    auth: { user: null },
    msw: { handlers: { auth: authHandlers.signedOut } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome to Morsel' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Food Analysis' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};

/** Pinned to the log fixtures' Tuesday evening, so the days and times read the same on any day. */
export const SignedInHistory: Story = {
  parameters: {
    route: { app: true, url: '/history' },
    msw: { handlers: { scans: scanApi(weekWithGaps, { processingMs: 0, clock: () => LOG_NOW }) } },
  },
  beforeEach: () => pinClock(LOG_NOW),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const tab of ['Scan', 'History', 'Training', 'Profile']) {
      await expect(within(nav).getByRole('link', { name: tab })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Yesterday' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Greek salad .* · 6 h ago/i })).toBeVisible();
  },
};

/**
 * The signed-in shell in German: the header, the back control and the tabs translated, and the
 * longest German header title shown whole.
 */
export const German: Story = {
  parameters: { locale: 'de-DE', route: { app: true, url: '/notifications' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: 'Benachrichtigungen' });
    await expect(title).toBeVisible();
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Zurück zu Profil' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Hauptmenü' });
    for (const tab of ['Scannen', 'Verlauf', 'Training', 'Profil']) {
      await expect(within(nav).getByRole('link', { name: tab })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(document.title).toBe('Benachrichtigungen · Morsel'));
  },
};

export const LoadingUser: Story = {
  parameters: { route: { app: true, url: '/' }, msw: { handlers: { auth: authHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading Morsel' })).toBeVisible();
  },
};

export const SignedInVisitingLogin: Story = {
  parameters: { route: { app: true, url: '/login' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A signed-in user who opens /login is sent to / at once: the scanner, with its header.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Morsel' })).toBeVisible();
    await expect(canvas.queryByText('Smart food analysis')).toBeNull();
  },
};

export const SignedOutDeepLink: Story = {
  parameters: {
    route: { app: true, url: '/history' },
    auth: { user: null },
    msw: { handlers: { auth: authHandlers.signedOut } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Smart food analysis')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/**
 * The first sign-in that proves the account's e-mail address ended its other sessions: the app says
 * so above the screen until the user dismisses it.
 */
export const SignInEndedOtherSessions: Story = {
  parameters: {
    route: { app: true, url: '/login' },
    auth: { user: null },
    msw: { handlers: { auth: authHandlers.signInEndsOtherSessions } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    const notice = await canvas.findByRole('status', { name: 'Other devices were signed out' });
    await expect(notice).toHaveTextContent(/first sign-in that confirmed your e-mail address/);
    await expect(within(notice).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** The notice dismissed: the screen goes on without it. */
export const SessionNoticeDismissed: Story = {
  parameters: SignInEndedOtherSessions.parameters,
  play: async (context) => {
    await SignInEndedOtherSessions.play!(context);
    const canvas = within(context.canvasElement);
    const notice = canvas.getByRole('status', { name: 'Other devices were signed out' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Other devices were signed out' })).toBeNull());
  },
};

export const SignedInScanner: Story = {
  parameters: { route: { app: true, url: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Morsel' })).toBeVisible();
    await expect(await canvas.findByText('Position food in frame')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Scan' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The core journey: capture with the camera → 'Analyzing Food' → the result → it is first in History. */
export const ScanSavedToHistory: Story = {
  parameters: { route: { app: true, url: '/scanner' }, camera: 'fake', msw: { handlers: { scans: scanApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const capture = await canvas.findByRole('button', { name: 'Capture photo' });
    await waitFor(() => expect(capture).toBeEnabled());
    await userEvent.click(capture);
    await expect(await canvas.findByRole('dialog', { name: 'Analyzing Food' })).toBeVisible();

    await expect(await canvas.findByRole('heading', { name: 'Avocado Toast' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(canvas.getByText('88% Match')).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Analyzing Food' })).toBeNull();

    await userEvent.click(canvas.getByRole('link', { name: 'History' }));
    const scan = await canvas.findByRole('link', { name: /Avocado Toast 290 kcal · Just now/ });
    await expect(
      canvas.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/results/')),
    ).toHaveLength(4);
    await userEvent.click(scan);
    await expect(await canvas.findByRole('heading', { name: 'Avocado Toast' })).toBeVisible();
  },
};

/** A header title shown whole: no line cut off, nothing past its edge. */
const titleShownWhole = (name: string): Story['play'] =>
  async function play({ canvasElement }) {
    const title = await within(canvasElement).findByRole('heading', { level: 1, name });
    await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  };

/** The longest header titles wrap onto a second line, whole, instead of ending in an ellipsis. */
export const LongHeaderTitle: Story = {
  parameters: { route: { app: true, url: '/on-device-model-test' } },
  play: titleShownWhole('On-Device Model Test'),
};

export const LongHeaderTitleRecognition: Story = {
  parameters: { route: { app: true, url: '/recognition-engine-test' } },
  play: titleShownWhole('Recognition Engine Test'),
};

/** Offline on the login page: it says sign-in needs a connection, before anyone tries. */
export const SignedOutLoginOffline: Story = {
  parameters: {
    route: { app: true, url: '/login' },
    auth: { user: null },
    msw: { handlers: { auth: authHandlers.signedOut } },
  },
  beforeEach: () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    return () => Object.defineProperty(Navigator.prototype, 'onLine', online);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('note', { name: 'You are offline' });
    await expect(notice).toHaveTextContent('Signing in needs a connection.');
  },
};
