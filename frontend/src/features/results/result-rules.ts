import type { Scan } from '@/client';

/** 'Not identified' when no food was named, '{n}% Match' when there is a confidence, else no badge. */
export function scanBadge(
  scan: Pick<Scan, 'identification' | 'confidence'>,
): { text: string; tone: 'warn' | 'match' } | null {
  if (scan.identification.status !== 'identified') return { text: 'Not identified', tone: 'warn' };
  if (scan.confidence !== null && scan.confidence !== undefined) {
    return { text: `${Math.round(scan.confidence)}% Match`, tone: 'match' };
  }
  return null;
}

/** The three tiles; an unknown figure shows as 0 or 0g. */
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
