/** Tokens count as expired this long (30 s) before their expiry time. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

/** Whether a token expiring at `expirationTime` (ms or a date string) must be renewed now. */
export function isTokenExpired(expirationTime: number | string | Date, now: number = Date.now()): boolean {
  const expiresAt = new Date(expirationTime).getTime();
  if (Number.isNaN(expiresAt)) return true;
  return now >= expiresAt - TOKEN_EXPIRY_MARGIN_MS;
}
