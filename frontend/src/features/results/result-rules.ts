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

/**
 * Where the entry came from: the recognizer, the user's correction, the user's foods logged again
 * without a photo, or nobody yet.
 */
export function originText(scan: Pick<Scan, 'identification' | 'correctedAt' | 'imageUrl'>): string {
  if (scan.identification.status !== 'identified') return 'Scanned';
  if (scan.correctedAt) return 'Corrected by you';
  return scan.identification.provider === 'user' && scan.imageUrl === null
    ? 'Logged again'
    : 'Identified from your scan';
}

/** '12.3g' (the API's text for a meal's grams) as a number; null when not known. */
const gramsOf = (text: string | null): number | null => {
  const grams = text === null ? NaN : Number.parseFloat(text);
  return Number.isFinite(grams) ? grams : null;
};

/**
 * The meal's protein, carbs and fat in grams, as the server rounded them once from the exact sums
 * of its items (never a sum of the items' rounded figures, which can differ by a tenth from the
 * Nutrition Facts); null when any is not known, or there are no items.
 */
export function mealMacros(
  scan: Pick<Scan, 'items' | 'protein' | 'carbs' | 'fat'>,
): { protein: number; carbs: number; fat: number } | null {
  if (scan.items.length === 0) return null;
  const protein = gramsOf(scan.protein);
  const carbs = gramsOf(scan.carbs);
  const fat = gramsOf(scan.fat);
  return protein === null || carbs === null || fat === null ? null : { protein, carbs, fat };
}

/**
 * A name as people write it: a database's ALL-CAPS brand name ('APPLE CINNAMON OAT BAR') in
 * sentence case; any other name as it is.
 */
export function readableName(name: string): string {
  const letters = name.replace(/[^A-Za-z]/g, '');
  if (letters.length < 4 || letters !== letters.toUpperCase()) return name;
  const lower = name.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
