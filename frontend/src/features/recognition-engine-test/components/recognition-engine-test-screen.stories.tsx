import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { recognitionHandlers } from '@/testing/mocks/handlers';
import { fixturePhotoFile } from '@/testing/photos';
import { RecognitionEngineTestScreen } from './recognition-engine-test-screen';

const meta = {
  title: 'Labs/Recognition engine test',
  component: RecognitionEngineTestScreen,
  parameters: { route: { path: '/recognition-engine-test' } },
} satisfies Meta<typeof RecognitionEngineTestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** As the page opens: nothing checked, searched or recognised yet. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const status = region(canvasElement, 'API Status');
    await expect(status.getByRole('button', { name: 'Check API Status' })).toBeEnabled();
    await expect(status.queryByRole('status')).toBeNull();
  },
};

export const StatusActive: Story = {
  play: async ({ canvasElement }) => {
    const status = region(canvasElement, 'API Status');
    await userEvent.click(status.getByRole('button', { name: 'Check API Status' }));
    const result = await status.findByRole('status');
    await expect(result).toHaveTextContent('Active');
    await expect(result).toHaveTextContent('Morsel Recognition Engine');
    await expect(result).toHaveTextContent('model gpt-4o-mini is available');
    await expect(result).toHaveTextContent(/Last checked/);
  },
};

export const StatusNotConfigured: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.notConfigured } } },
  play: async ({ canvasElement }) => {
    const status = region(canvasElement, 'API Status');
    await userEvent.click(status.getByRole('button', { name: 'Check API Status' }));
    const result = await status.findByRole('status');
    await expect(result).toHaveTextContent('Error');
    await expect(result).toHaveTextContent(/OPENAI_API_KEY/);
  },
};

/** The server cannot be reached: the status reads 'Failed to check API status'. */
export const StatusCheckFails: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.serverDown } } },
  play: async ({ canvasElement }) => {
    const status = region(canvasElement, 'API Status');
    await userEvent.click(status.getByRole('button', { name: 'Check API Status' }));
    await expect(await status.findByText('Failed to check API status')).toBeVisible();
  },
};

export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const search = region(canvasElement, 'Food search');
    await expect(search.getByRole('button', { name: 'Search' })).toBeDisabled();
    await userEvent.type(search.getByRole('searchbox', { name: 'Food to search for' }), 'banana{Enter}');
    const list = await search.findByRole('list', { name: 'Search results' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Tropical Crunch · Snacks & Sweets')).toBeVisible();
    await expect(within(list).getByText('105 kcal per 1 medium (118 g)')).toBeVisible();
  },
};

export const RecognizedCandidates: Story = {
  play: async ({ canvasElement }) => {
    const image = region(canvasElement, 'Image recognition');
    await userEvent.upload(image.getByTestId('recognize-input'), await fixturePhotoFile('platePortrait'));
    const list = await image.findByRole('list', { name: 'Detected foods' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Banana');
    await expect(items[0]).toHaveTextContent('94%');
    await expect(items[1]).toHaveTextContent('61%');
    await expect(image.getByText('2 foods detected by openai')).toBeVisible();
  },
};

export const RecognitionFails: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.notConfigured } } },
  play: async ({ canvasElement }) => {
    const image = region(canvasElement, 'Image recognition');
    await userEvent.upload(image.getByTestId('recognize-input'), await fixturePhotoFile('platePortrait'));
    await expect(await within(document.body).findByText('Recognition Failed')).toBeInTheDocument();
    await expect(image.queryByRole('list', { name: 'Detected foods' })).toBeNull();
  },
};

export const UploadRefused: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.serverDown } } },
  play: async ({ canvasElement }) => {
    const image = region(canvasElement, 'Image recognition');
    await userEvent.upload(image.getByTestId('recognize-input'), await fixturePhotoFile('platePortrait'));
    await expect(await within(document.body).findByText('Recognition Failed')).toBeInTheDocument();
    await expect(
      within(document.body).getAllByText('This file is not a JPEG, PNG, WebP or HEIC image.')[0],
    ).toBeInTheDocument();
  },
};
