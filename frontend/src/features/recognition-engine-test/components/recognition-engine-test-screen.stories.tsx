import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { at360px, overflowing } from '@/testing/overflowing';
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

/** A fresh install: each recognizer's real state, photo recognition off, and what each missing one costs. */
export const StatusPhotoRecognitionOff: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.photoRecognitionOff } } },
  play: async ({ canvasElement }) => {
    const status = region(canvasElement, 'API Status');
    await userEvent.click(status.getByRole('button', { name: 'Check API Status' }));
    const result = await status.findByRole('status');
    await expect(result).toHaveTextContent(/^LimitedMorsel Recognition Engine/);
    await expect(result).toHaveTextContent(/OffPhoto recognition/);
    const recognizers = within(within(result).getByRole('list', { name: 'Recognizers' })).getAllByRole('listitem');
    await expect(recognizers.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Nutrition labelsOn/),
      expect.stringMatching(/^BarcodesOn/),
      expect.stringMatching(/^Your Training photosOff.*kept but not used until the image model is installed/),
      expect.stringMatching(/^Photo recognition \(on-device image model\)Off.*Run npm run models:install\.$/),
      expect.stringMatching(/^Vision model \(OpenAI-compatible\)Off/),
    ]);
  },
};

/** The server cannot be reached: the status reads 'Failed to check API status', in place. */
export const StatusCheckFails: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.serverDown } } },
  play: async ({ canvasElement }) => {
    const status = region(canvasElement, 'API Status');
    await userEvent.click(status.getByRole('button', { name: 'Check API Status' }));
    await expect(await status.findByRole('alert', { name: 'Failed to check API status' })).toBeVisible();
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

/** Nothing recognised: the reason for a person and the recognizers' own words stay under the photo. */
export const RecognitionFails: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.photoRecognitionOff } } },
  play: async ({ canvasElement }) => {
    const image = region(canvasElement, 'Image recognition');
    await userEvent.upload(image.getByTestId('recognize-input'), await fixturePhotoFile('platePortrait'));
    const failure = await image.findByRole('alert', { name: 'Recognition Failed' });
    await expect(failure).toHaveTextContent('Photo recognition is not turned on in this Morsel yet');
    await expect(failure).toHaveTextContent(/Recognizers: model is off \(not installed/);
    await expect(image.getByRole('img', { name: 'The photo being recognised' })).toBeVisible();
    await expect(image.queryByRole('list', { name: 'Detected foods' })).toBeNull();
  },
};

/** The server refuses the file: its reason stays in place, under the photo, until the next photo. */
export const UploadRefused: Story = {
  parameters: { msw: { handlers: { recognition: recognitionHandlers.serverDown } } },
  play: async ({ canvasElement }) => {
    const image = region(canvasElement, 'Image recognition');
    await userEvent.upload(image.getByTestId('recognize-input'), await fixturePhotoFile('platePortrait'));
    const failure = await image.findByRole('alert', { name: 'Recognition Failed' });
    await expect(failure).toHaveTextContent('This file is not a JPEG, PNG, WebP or HEIC image.');
  },
};

/** In German, at 360 px: the status, a search with its energy, and a recognised photo. */
export const German: Story = {
  parameters: { locale: 'de-DE' },
  decorators: [at360px],
  play: async ({ canvasElement }) => {
    const status = region(canvasElement, 'API-Status');
    await userEvent.click(status.getByRole('button', { name: 'API-Status prüfen' }));
    await expect(await status.findByRole('status')).toHaveTextContent(/^Aktiv/);
    const search = region(canvasElement, 'Lebensmittelsuche');
    await userEvent.type(search.getByRole('searchbox', { name: 'Gesuchtes Lebensmittel' }), 'banana{Enter}');
    const list = await search.findByRole('list', { name: 'Suchergebnisse' });
    await expect(within(list).getByText('105 kcal pro 1 medium (118 g)')).toBeVisible();
    const image = region(canvasElement, 'Bilderkennung');
    await userEvent.upload(image.getByTestId('recognize-input'), await fixturePhotoFile('platePortrait'));
    const detected = await image.findByRole('list', { name: 'Erkannte Lebensmittel' });
    await expect(within(detected).getAllByRole('listitem')[0]).toHaveTextContent(/94\s%/);
    await expect(image.getByText('2 Lebensmittel erkannt von openai')).toBeVisible();
    await expect(overflowing(within(canvasElement).getByTestId('phone-360'))).toEqual([]);
  },
};
