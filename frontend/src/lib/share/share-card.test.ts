import { describe, expect, it, vi } from 'vitest';
import { createFormatters } from '@/lib/i18n/format';
import { loadMessages, makeIntl } from '@/lib/i18n/intl';
import { cardFacts, drawShareCard, shareScanCard, shareText } from './share-card';

const banana = {
  id: 'scan-banana',
  foodName: 'Banana',
  calories: 105,
  totals: { calories: 105, protein: 1.3, carbs: 27, fat: 0.4, fibre: 3.1, sugar: 14.4, sodium: 1 },
  grade: 'A' as const,
  imageUrl: null,
};

describe('sharing a result', () => {
  it('says the name, calories, macros and grade, and never links to the private scan', () => {
    expect(shareText(cardFacts(banana))).toBe(
      'Banana: 105 kcal · protein 1.3 g · carbs 27 g · fat 0.4 g · grade A. Analysed with Morsel.',
    );
    expect(shareText(cardFacts({ ...banana, calories: null, totals: null, grade: null }))).toBe(
      'Banana: calories not known. Analysed with Morsel.',
    );
  });

  it('says it in the reader’s language and energy unit', async () => {
    const intl = makeIntl('de-DE', await loadMessages('de'));
    const format = createFormatters(intl, { energy: 'kJ', mass: 'g', volume: 'ml', body: 'metric' });
    expect(shareText(cardFacts(banana), { intl, format })).toBe(
      'Banana: 439 kJ · Eiweiß 1,3 g · Kohlenhydrate 27 g · Fett 0,4 g · Bewertung A. Analysiert mit Morsel.',
    );
    const es = makeIntl('es-ES', await loadMessages('es'));
    const spanish = {
      intl: es,
      format: createFormatters(es, { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' }),
    };
    expect(shareText(cardFacts({ ...banana, calories: null, totals: null, grade: null }), spanish)).toBe(
      'Banana: calorías desconocidas. Analizado con Morsel.',
    );
  });

  it('draws the picture card’s figures in the reader’s language and unit', async () => {
    const intl = makeIntl('de-DE', await loadMessages('de'));
    const format = createFormatters(intl, { energy: 'kJ', mass: 'g', volume: 'ml', body: 'metric' });
    const fillText = vi.fn();
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: vi.fn(),
      fillText,
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      drawImage: vi.fn(),
      measureText: () => ({ width: 10 }),
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
    try {
      await drawShareCard(cardFacts(banana), null, { intl, format });
      const drawn = fillText.mock.calls.map(([text]) => text as string);
      expect(drawn).toContain('439 kJ');
      expect(drawn).toContain('Eiweiß 1,3 g   Kohlenhydrate 27 g   Fett 0,4 g');
    } finally {
      getContext.mockRestore();
      toBlob.mockRestore();
    }
  });

  it('shares the picture card as a file where the share sheet takes files', async () => {
    const share = vi.fn(async () => undefined);
    const canShare = vi.fn(() => true);
    // jsdom has no canvas drawing: stand in for the drawn PNG.
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: vi.fn(),
      fillText: vi.fn(),
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      drawImage: vi.fn(),
      measureText: () => ({ width: 10 }),
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
    try {
      const outcome = await shareScanCard(banana, { share, canShare, clipboard: navigator.clipboard });
      expect(outcome).toBe('card');
      const [data] = share.mock.calls[0] as unknown as [ShareData];
      expect(data.files?.[0]).toMatchObject({ name: 'morsel-banana.png', type: 'image/png' });
      expect(data.text).toContain('105 kcal');
      expect(data).not.toHaveProperty('url');
    } finally {
      getContext.mockRestore();
      toBlob.mockRestore();
    }
  });

  it('shares the text where files cannot go, copies it with no share sheet, and takes a closed sheet calmly', async () => {
    const share = vi.fn(async () => undefined);
    expect(await shareScanCard(banana, { share, canShare: () => false, clipboard: navigator.clipboard })).toBe('text');
    expect(share).toHaveBeenCalledWith({ title: 'Banana · Morsel', text: expect.stringContaining('grade A') });

    const writeText = vi.fn(async () => undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    expect(
      await shareScanCard(banana, {
        share: undefined as unknown as Navigator['share'],
        canShare: () => false,
        clipboard,
      }),
    ).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(shareText(cardFacts(banana)));

    const closed = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    expect(await shareScanCard(banana, { share: closed, canShare: () => false, clipboard })).toBe('cancelled');
  });
});
