import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { scanApi, scanHandlers } from '@/testing/mocks/handlers';
import { errorResponse } from '@/testing/mocks/handlers/http';
import { ResultScreen } from './result-screen';

const meta = {
  title: 'Screens/Result',
  component: ResultScreen,
  args: { scanId: 'scan-salad' },
  parameters: { route: { path: '/results/:id', url: '/results/scan-salad' } },
} satisfies Meta<typeof ResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tileValues = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dl:first-of-type dd')].slice(0, 3).map((dd) => dd.textContent);

export const Loading: Story = {
  parameters: { msw: { handlers: { scans: scanHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading scan' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { scanId: 'no-such-scan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Scan not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to History' })).toHaveAttribute('href', '/history');
  },
};

/** The scan request fails with a 500: an error with a retry, which asks again and shows the scan. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        scans: [
          http.get(
            '*/api/scans/:id',
            () => errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
            { once: true },
          ),
          ...scanApi(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: "Couldn't load this scan" })).toBeVisible();
    await expect(within(alert).getByText('Check your connection and try again.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Greek Salad' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Greek Salad' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NotIdentified: Story = {
  args: { scanId: 'scan-unknown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not identified' })).toBeVisible();
    await expect(canvas.getByText('Not identified', { selector: 'span' })).toBeVisible();
    await expect(canvas.queryByText(/% Match/)).toBeNull();
    await expect(tileValues(canvasElement)).toEqual(['0', '0g', '0g']);
    await expect(canvas.getByText(/Identified from your scan · 3 days ago/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Potential Allergens' })).toBeNull();
    await expect(canvas.getByText('Why: No recognizer could identify a food in this photo.')).toBeVisible();
  },
};

export const Basic: Story = {
  args: { scanId: 'scan-banana' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Banana' })).toBeVisible();
    await expect(canvas.getByText('97% Match')).toBeVisible();
    await expect(canvas.getByText(/Identified from your scan · 5 hours ago/)).toBeVisible();
    await expect(tileValues(canvasElement)).toEqual(['105', '1.3g', '27g']);
    await expect(canvas.getByRole('heading', { name: 'Smart Nutrition Analysis' })).toBeVisible();
    const basic = within(canvas.getByRole('group', { name: 'Basic nutrition' }));
    await expect(basic.getByText('0.4g')).toBeVisible(); // fat
    await expect(basic.getByText('97%')).toBeVisible(); // confidence
    await expect(canvas.queryByRole('region', { name: 'Health Overview' })).toBeNull();

    // Without a share sheet, Share really copies the link. (An own property
    // shadows Navigator.prototype.share; deleting it restores the browser's.)
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    try {
      const copy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      await userEvent.click(canvas.getByRole('button', { name: 'Share this scan' }));
      await expect(copy).toHaveBeenCalledWith(window.location.href);
      await expect(await canvas.findByText('Link Copied')).toBeVisible();
      await expect(canvas.getByText('Scan link copied to clipboard.')).toBeVisible();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  },
};

export const Rich: Story = {
  args: { scanId: 'scan-salad' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Greek Salad' })).toBeVisible();
    await expect(canvas.getByText('91% Match')).toBeVisible();
    await expect(tileValues(canvasElement)).toEqual(['320', '9g', '14g']);
    const ingredients = within(canvas.getByRole('region', { name: 'Ingredients' }));
    await expect(ingredients.getByText('Feta cheese')).toBeVisible();
    await expect(ingredients.getByText('35%')).toBeVisible();
    const allergens = within(canvas.getByRole('region', { name: 'Potential Allergens' }));
    await expect(allergens.getByText('Milk')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Health Overview' })).toBeVisible();
    await expect(canvas.getByLabelText('Grade B')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Save to History' }));
    await expect(await canvas.findByText('Saved to History')).toBeVisible();
    await expect(canvas.getByText('This scan has been saved to your history.')).toBeVisible();
  },
};

export const RichWithPhoto: Story = {
  args: { scanId: 'scan-fresh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = await canvas.findByRole('img', { name: 'Avocado Toast' });
    await expect(photo).toBeVisible();
    await expect(canvas.getByText('88% Match')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Potential Allergens' })).toHaveTextContent('Gluten');
  },
};

/** Delete asks first; Cancel keeps the scan, Delete removes it and returns to History. */
export const DeleteScan: Story = {
  args: { scanId: 'scan-banana' },
  parameters: { msw: { handlers: { scans: scanApi() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete scan' }));
    const confirm = canvas.getByRole('group', { name: 'Delete this scan?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete scan' }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Delete this scan?' })).getByRole('button', { name: 'Delete' }),
    );
    await expect(await canvas.findByText('Scan deleted')).toBeVisible();
  },
};
