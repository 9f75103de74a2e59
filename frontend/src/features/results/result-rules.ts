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
 * Where the entry came from: another entry logged again, the user's correction, foods the user
 * logged without a photo, the recognizer, or nobody yet.
 */
export function originText(
  scan: Pick<Scan, 'identification' | 'correctedAt' | 'imageUrl' | 'loggedAgainFrom'>,
): string {
  if (scan.identification.status !== 'identified') return 'Scanned';
  if (scan.correctedAt) return 'Corrected by you';
  if (scan.loggedAgainFrom) return 'Logged again';
  return scan.identification.provider === 'user' && scan.imageUrl === null
    ? 'Logged by you'
    : 'Identified from your scan';
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
