import type { Scan } from '@/client';

/** The food name the server stores when recognition could not answer (spec section 8). */
export const UNIDENTIFIED_MARKER = 'Unable to identify';

/** 'API Limit' for an unidentified scan, '{n}% Match' when there is a confidence, else no badge. */
export function scanBadge(
  scan: Pick<Scan, 'foodName' | 'confidence'>,
): { text: string; tone: 'warn' | 'match' } | null {
  if (scan.foodName.includes(UNIDENTIFIED_MARKER)) return { text: 'API Limit', tone: 'warn' };
  if (scan.confidence !== null && scan.confidence !== undefined) {
    return { text: `${Math.round(scan.confidence)}% Match`, tone: 'match' };
  }
  return null;
}

/** The three tiles, with the spec's defaults of 0 and 0g. */
export const resultTiles = (scan: Pick<Scan, 'calories' | 'protein' | 'carbs'>) => [
  { label: 'Calories', value: String(Math.round(scan.calories ?? 0)) },
  { label: 'Protein', value: scan.protein ?? '0g' },
  { label: 'Carbs', value: scan.carbs ?? '0g' },
];

/** What the device share sheet receives: the food name and calories, plus the page URL. */
export const shareData = (scan: Pick<Scan, 'foodName' | 'calories'>, url: string): ShareData => ({
  title: `${scan.foodName} | Morsel`,
  text: `${scan.foodName}: ${Math.round(scan.calories ?? 0)} calories, analysed with Morsel.`,
  url,
});
