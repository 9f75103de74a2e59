import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { HelpScreen } from '@/features/help/components/help-screen';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { demoUser } from '@/testing/mocks/fixtures';

/** The browser's text size at 200 % (WCAG 1.4.4), set on <html> as a browser's text zoom does, and put back after. */
function TextZoom({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = '200%';
    return () => {
      root.style.fontSize = before;
    };
  }, []);
  return children;
}

const withTextZoom: Decorator = (Story) => (
  <TextZoom>
    <Story />
  </TextZoom>
);

/** Nothing may be cut off or need sideways scrolling at 200 % text. */
const expectNoSidewaysScroll = async (canvasElement: HTMLElement) => {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(getComputedStyle(root).fontSize).toBe('32px'); // the zoom is on
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

const meta = {
  title: 'App/Text zoom 200%',
  decorators: [withTextZoom],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  parameters: { route: { path: '/profile' } },
  render: () => <ProfileScreen user={demoUser} onSignOut={async () => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: demoUser.name })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Help: Story = {
  parameters: { route: { path: '/help' } },
  render: () => <HelpScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Email support/ })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
