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

/** Calories and the three macros; a figure that is not known is null (shown as not known, never as 0). */
export const resultTiles = (scan: Pick<Scan, 'calories' | 'protein' | 'carbs' | 'fat'>) => [
  { label: 'Calories', value: scan.calories === null ? null : String(Math.round(scan.calories)) },
  { label: 'Protein', value: scan.protein },
  { label: 'Carbs', value: scan.carbs },
  { label: 'Fat', value: scan.fat },
];

/** Who named the food: the recognizer, the user's correction, or nobody yet. */
export function originText(scan: Pick<Scan, 'identification' | 'correctedAt'>): string {
  if (scan.identification.status !== 'identified') return 'Scanned';
  return scan.correctedAt ? 'Corrected by you' : 'Identified from your scan';
}
