import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { getScanImage, type Grade, type Scan } from '@/client';
import { createFormatters, type Formatters } from '@/lib/i18n/format';
import { currentIntl } from '@/lib/i18n/intl';
import { useFormat } from '@/lib/i18n/locale-provider';
import { defaultUnitsFor } from '@rules/units/units';

/** What a shared result shows: the same figures as the result screen, nothing private. */
export interface CardFacts {
  name: string;
  calories: number | null;
  /** Grams. */
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  grade: Grade | null;
}

export function cardFacts(scan: Pick<Scan, 'foodName' | 'calories' | 'totals' | 'grade'>): CardFacts {
  return {
    name: scan.foodName,
    calories: scan.calories,
    protein: scan.totals?.protein ?? null,
    carbs: scan.totals?.carbs ?? null,
    fat: scan.totals?.fat ?? null,
    grade: scan.grade,
  };
}

/** Who the card is for: their language and the units they read figures in. */
export interface CardReader {
  intl: IntlShape;
  format: Formatters;
}

/** The reader of the screen a card is shared from. */
export function useCardReader(): CardReader {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(() => ({ intl, format }), [intl, format]);
}

/**
 * Without a screen's reader: the app's language now, and the units its locale expects (a screen
 * passes `useCardReader()` so the user's own units are kept).
 */
const appReader = (): CardReader => {
  const intl = currentIntl();
  return { intl, format: createFormatters(intl, defaultUnitsFor(intl.locale)) };
};

const caloriesText = (calories: number | null, { intl, format }: CardReader) =>
  calories === null ? intl.formatMessage({ id: 'dashboard.share.caloriesNotKnown' }) : format.energy(calories);

/**
 * The card as text (the fallback, and the message beside the picture), in the reader's language
 * and units: never a link to the private scan.
 */
export function shareText(facts: CardFacts, reader: CardReader = appReader()): string {
  const { intl, format } = reader;
  const macros = (
    [
      ['dashboard.share.protein', facts.protein],
      ['dashboard.share.carbs', facts.carbs],
      ['dashboard.share.fat', facts.fat],
    ] as const
  )
    .filter((macro): macro is [(typeof macro)[0], number] => macro[1] !== null)
    .map(([id, value]) => intl.formatMessage({ id }, { amount: format.grams(value) }));
  const parts = [
    caloriesText(facts.calories, reader),
    ...macros,
    ...(facts.grade ? [intl.formatMessage({ id: 'dashboard.share.grade' }, { grade: facts.grade })] : []),
  ];
  return intl.formatMessage({ id: 'dashboard.share.text' }, { name: facts.name, facts: parts.join(' · ') });
}

const GRADE_COLOURS: Record<Grade, string> = { A: '#16a34a', B: '#2563eb', C: '#facc15', D: '#fb923c', E: '#dc2626' };
const WIDTH = 1080;
const HEIGHT = 1350;

/** Draws the picture card (photo, name, energy, macros, grade) on a canvas, in the reader's words; a PNG. */
export async function drawShareCard(
  facts: CardFacts,
  photo: Blob | null,
  reader: CardReader = appReader(),
): Promise<Blob> {
  const { intl, format } = reader;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('No 2D canvas');
  g.fillStyle = '#f5f7f6';
  g.fillRect(0, 0, WIDTH, HEIGHT);

  // The photo, cropped to fill the top 60%.
  const photoHeight = 810;
  const bitmap = photo ? await createImageBitmap(photo).catch(() => null) : null;
  if (bitmap) {
    const scale = Math.max(WIDTH / bitmap.width, photoHeight / bitmap.height);
    const w = bitmap.width * scale;
    const h = bitmap.height * scale;
    g.drawImage(bitmap, (WIDTH - w) / 2, (photoHeight - h) / 2, w, h);
    bitmap.close();
  } else {
    g.fillStyle = '#0f7b5f';
    g.fillRect(0, 0, WIDTH, photoHeight);
  }

  const left = 64;
  g.fillStyle = '#16201d';
  g.font = `bold 72px system-ui, 'Liberation Sans', Arial, sans-serif`;
  g.fillText(fitText(g, facts.name, WIDTH - left * 2 - 180), left, photoHeight + 110);

  g.font = `bold 56px system-ui, 'Liberation Sans', Arial, sans-serif`;
  g.fillStyle = '#0a5c47';
  g.fillText(caloriesText(facts.calories, reader), left, photoHeight + 200);

  g.font = `40px system-ui, 'Liberation Sans', Arial, sans-serif`;
  g.fillStyle = '#56625d';
  const grams = (value: number | null) => (value === null ? '–' : format.grams(value));
  const macros = [
    `${intl.formatMessage({ id: 'common.nutrient.protein' })} ${grams(facts.protein)}`,
    `${intl.formatMessage({ id: 'common.nutrient.carbs' })} ${grams(facts.carbs)}`,
    `${intl.formatMessage({ id: 'common.nutrient.fat' })} ${grams(facts.fat)}`,
  ];
  g.fillText(fitText(g, macros.join('   '), WIDTH - left * 2), left, photoHeight + 280);

  if (facts.grade) {
    const cx = WIDTH - left - 70;
    const cy = photoHeight + 90;
    g.fillStyle = GRADE_COLOURS[facts.grade];
    g.beginPath();
    g.arc(cx, cy, 70, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = facts.grade === 'C' || facts.grade === 'D' ? '#16201d' : '#ffffff';
    g.font = `bold 80px system-ui, 'Liberation Sans', Arial, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(facts.grade, cx, cy + 4);
    g.textAlign = 'start';
    g.textBaseline = 'alphabetic';
  }

  g.font = `bold 36px system-ui, 'Liberation Sans', Arial, sans-serif`;
  g.fillStyle = '#0f7b5f';
  g.fillText('Morsel', left, HEIGHT - 56);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not draw the card'))), 'image/png'),
  );
}

/** Shortens text with an ellipsis until it fits `maxWidth` in the current font. */
function fitText(g: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (g.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && g.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

export type ShareOutcome = 'card' | 'text' | 'copied' | 'cancelled';

type ShareNavigator = Pick<Navigator, 'share' | 'canShare' | 'clipboard'>;

/**
 * Shares a result as a picture card, in the reader's language and units, through the share sheet,
 * with its text beside it; where files cannot be shared, the text alone; with no share sheet, the
 * text is copied. The user closing the sheet is 'cancelled', not an error.
 */
export async function shareScanCard(
  scan: Parameters<typeof cardFacts>[0] & Pick<Scan, 'id' | 'imageUrl'>,
  nav: ShareNavigator = navigator,
  loadPhoto: (scanId: string) => Promise<Blob | null> = fetchPhoto,
  reader: CardReader = appReader(),
): Promise<ShareOutcome> {
  const facts = cardFacts(scan);
  const text = shareText(facts, reader);
  const title = `${facts.name} · Morsel`;
  try {
    if (typeof nav.share === 'function') {
      const card = await drawShareCard(facts, scan.imageUrl ? await loadPhoto(scan.id) : null, reader).catch(
        () => null,
      );
      const file = card ? new File([card], `morsel-${slug(facts.name)}.png`, { type: 'image/png' }) : null;
      if (file && typeof nav.canShare === 'function' && nav.canShare({ files: [file] })) {
        await nav.share({ files: [file], title, text });
        return 'card';
      }
      await nav.share({ title, text });
      return 'text';
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
  await nav.clipboard.writeText(text);
  return 'copied';
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'meal';

/** The scan's photo (the 1600 px copy), or null when it cannot be had: the card is drawn without it. */
async function fetchPhoto(scanId: string): Promise<Blob | null> {
  try {
    const { data } = await getScanImage({ path: { id: scanId }, parseAs: 'blob', throwOnError: true });
    return data instanceof Blob ? data : null;
  } catch {
    return null;
  }
}
