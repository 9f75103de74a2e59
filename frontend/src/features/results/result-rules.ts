import type { Scan } from '@/client';
import type { MessageId } from '@/lib/i18n/intl';

/** A badge's words: a message and its figures. */
export type BadgeMessage =
  | { id: Extract<MessageId, 'results.badge.notIdentified'> }
  | { id: Extract<MessageId, 'results.badge.match'>; percent: number };

/** 'Not identified' when no food was named, '{n}% Match' when there is a confidence, else no badge. */
export function scanBadge(
  scan: Pick<Scan, 'identification' | 'confidence'>,
): { message: BadgeMessage; tone: 'warn' | 'match' } | null {
  if (scan.identification.status !== 'identified')
    return { message: { id: 'results.badge.notIdentified' }, tone: 'warn' };
  if (scan.confidence !== null && scan.confidence !== undefined) {
    return { message: { id: 'results.badge.match', percent: Math.round(scan.confidence) }, tone: 'match' };
  }
  return null;
}

/**
 * Where the entry came from: another entry logged again, the user's correction, foods the user
 * logged without a photo, the recognizer, or nobody yet.
 */
export function originMessage(
  scan: Pick<Scan, 'identification' | 'correctedAt' | 'imageUrl' | 'loggedAgainFrom'>,
): MessageId {
  if (scan.identification.status !== 'identified') return 'results.origin.scanned';
  if (scan.correctedAt) return 'results.origin.corrected';
  if (scan.loggedAgainFrom) return 'results.origin.loggedAgain';
  return scan.identification.provider === 'user' && scan.imageUrl === null
    ? 'results.origin.loggedByYou'
    : 'results.origin.identified';
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
