/** Up to two initials for the generated avatar. */
export function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0]![0]! + words[words.length - 1]![0]! : (words[0] ?? email).slice(0, 2);
  return letters.toUpperCase();
}

/** Sign Out returns to / this long after logging out. */
export const SIGN_OUT_REDIRECT_MS = 100;
