/**
 * Rate-limit budgets as configured: groups of operations, each with requests per minute per user
 * and per client address. The HTTP layer spends them (http/rate-limit.ts).
 */

/**
 * The expensive or guessable operations, grouped: each group has its own budget. Every other
 * operation that changes state (POST, PUT, PATCH, DELETE) spends the `write` budget.
 */
export type RateLimitGroup = 'login' | 'scan' | 'training' | 'search' | 'download' | 'write';

export const RATE_LIMIT_GROUPS: readonly RateLimitGroup[] = [
  'login',
  'scan',
  'training',
  'search',
  'download',
  'write',
];

/** Requests allowed per minute: per signed-in user, and per client IP (several people can share one). */
export interface RateLimit {
  perUser: number;
  perIp: number;
}
export type RateLimitConfig = Record<RateLimitGroup, RateLimit>;

/**
 * Defaults: far above what a person does by hand (a scan takes a photo, a search is typed), far
 * below what a script does. Sign-in has no user yet: every attempt spends its client address's
 * budget, and an attempt whose token verifies also spends the budget of the account it proves (the
 * provider's user id and the e-mail address), so attempts at one account from many addresses are
 * limited too. A token that fails verification never spends an account's budget: anyone can write
 * one naming any account, and it would lock that account's owner out.
 */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  login: { perUser: 10, perIp: 30 },
  scan: { perUser: 30, perIp: 120 },
  training: { perUser: 60, perIp: 240 },
  search: { perUser: 120, perIp: 600 },
  // The all-data ZIP reads every photo of the account: a few a minute is plenty for a person.
  download: { perUser: 5, perIp: 20 },
  write: { perUser: 40, perIp: 200 },
};

/**
 * Parses RATE_LIMITS: `off`, or comma-separated `group=perUser/perIp` overrides of the defaults,
 * e.g. `scan=10/40,search=60/300`. Throws a message naming what is wrong.
 */
export function parseRateLimits(text: string | undefined): RateLimitConfig | null {
  if (text === undefined || text.trim() === '') return DEFAULT_RATE_LIMITS;
  if (text.trim() === 'off') return null;
  const limits = structuredClone(DEFAULT_RATE_LIMITS);
  for (const part of text.split(',')) {
    const match = /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part);
    if (!match || !RATE_LIMIT_GROUPS.includes(match[1] as RateLimitGroup)) {
      throw new Error(
        `RATE_LIMITS: '${part.trim()}' is not group=perUser/perIp (groups: ${RATE_LIMIT_GROUPS.join(', ')}), or 'off'`,
      );
    }
    const [, group, perUser, perIp] = match;
    limits[group as RateLimitGroup] = { perUser: Number(perUser), perIp: Number(perIp) };
  }
  return limits;
}
