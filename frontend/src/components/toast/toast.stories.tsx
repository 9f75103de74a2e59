import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { useToast } from './toast';

/** Buttons that raise toasts; the ToastProvider comes from the app providers (Storybook decorator). */
function ToastDemo() {
  const { toast } = useToast();
  return (
    <div style={{ padding: 16, paddingTop: 200, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Button
        onClick={() => toast({ title: 'Saved to History', description: 'This scan has been saved to your history.' })}
      >
        Show success
      </Button>
      <Button
        onClick={() =>
          toast({
            title: 'Scan Failed',
            description: 'Unable to analyze the image. Please try again.',
            variant: 'destructive',
          })
        }
      >
        Show failure
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastItem = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByText(title).closest('li') as HTMLElement;

/** A second toast replaces the first: at most one shows. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(await canvas.findByText('Saved to History')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show failure' }));
    await expect(await canvas.findByText('Scan Failed')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Saved to History')).toBeNull());
    await expect(canvasElement.querySelectorAll('li[data-state]')).toHaveLength(1);
  },
};

/** F8 moves focus to the notification area (Radix's hotkey). */
export const FocusedWithF8: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await canvas.findByText('Saved to History');
    fireEvent.keyDown(canvasElement.ownerDocument, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.tagName).toBe('OL'));
  },
};

/** Swiping right dismisses past 50 px; a shorter swipe springs back. */
export const SwipedAway: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const swipe = async (element: HTMLElement, dx: number) => {
      const box = element.getBoundingClientRect();
      const x = box.left + 20;
      const y = box.top + box.height / 2;
      fireEvent.pointerDown(element, { clientX: x, clientY: y, pointerId: 1, button: 0 });
      for (let step = 1; step <= 5; step += 1) {
        fireEvent.pointerMove(element, { clientX: x + (dx * step) / 5, clientY: y, pointerId: 1 });
      }
      fireEvent.pointerUp(element, { clientX: x + dx, clientY: y, pointerId: 1 });
    };

    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await canvas.findByText('Saved to History');
    await swipe(toastItem(canvasElement, 'Saved to History'), 30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByText('Saved to History')).toBeVisible();

    await swipe(toastItem(canvasElement, 'Saved to History'), 80);
    await waitFor(() => expect(canvas.queryByText('Saved to History')).toBeNull());
  },
};
