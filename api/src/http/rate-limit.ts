import type { Context, Next } from 'koa';
import type { DataSource } from 'typeorm';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type IRateLimiterPostgresOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { UserEntity } from '../features/users/user.entity';
import { HttpError } from './errors';
import type { OperationId } from './operations';

/**
 * The expensive or guessable operations, grouped: each group has its own budget. Every other
 * operation that changes state (POST, PUT, PATCH, DELETE) spends the `write` budget.
 */
export type RateLimitGroup = 'login' | 'scan' | 'training' | 'search' | 'write';

const RATE_LIMIT_GROUPS: readonly RateLimitGroup[] = ['login', 'scan', 'training', 'search', 'write'];

export const RATE_LIMITED_OPERATIONS: Partial<Record<OperationId, RateLimitGroup>> = {
  login: 'login',
  createScan: 'scan',
  recognizeFood: 'scan',
  uploadTrainingImage: 'training',
  searchFoods: 'search',
  searchRecognitionFoods: 'search',
};

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
  write: { perUser: 40, perIp: 200 },
};

const WINDOW_SECONDS = 60;
const WHAT: Record<RateLimitGroup, string> = {
  login: 'sign-in attempts',
  scan: 'scans',
  training: 'training uploads',
  search: 'searches',
  write: 'changes',
};

/** The budget an operation spends: its named group, `write` for any other state change, or none. */
export function rateLimitGroupOf(operationId: OperationId, method: string): RateLimitGroup | null {
  return RATE_LIMITED_OPERATIONS[operationId] ?? (/^(post|put|patch|delete)$/i.test(method) ? 'write' : null);
}

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

/** Where the counters live: this process's memory, or the shared PostgreSQL database. */
export type RateLimitStore =
  { kind: 'memory' } | { kind: 'postgres'; dataSource: DataSource; schema?: string | undefined };

/**
 * Counters from rate-limiter-flexible, one pair per group. On SQLite (one process) they live in
 * memory; on PostgreSQL they live in its `rate_limits` table, so several API processes behind a load
 * balancer share one budget per user and per IP instead of each granting its own.
 */
export class RateLimiter {
  private readonly limiters: Record<RateLimitGroup, { user: RateLimiterAbstract; ip: RateLimiterAbstract }> | null;

  constructor(config: RateLimitConfig | null, store: RateLimitStore = { kind: 'memory' }) {
    const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
      if (store.kind === 'memory') return new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
      const options: IRateLimiterPostgresOptions = {
        storeClient: store.dataSource,
        storeType: 'typeorm',
        tableName: 'rate_limits',
        tableCreated: true, // by migration
        ...(store.schema ? { schemaName: store.schema } : {}),
        clearExpiredByTimeout: true, // every 5 minutes, rows expired over an hour ago go (an unref'd timer)
        keyPrefix,
        points,
        duration: WINDOW_SECONDS,
      };
      return new RateLimiterPostgres(options);
    };
    this.limiters = config
      ? (Object.fromEntries(
          (Object.keys(config) as RateLimitGroup[]).map((group) => [
            group,
            { user: make(`${group}-user`, config[group].perUser), ip: make(`${group}-ip`, config[group].perIp) },
          ]),
        ) as Record<RateLimitGroup, { user: RateLimiterAbstract; ip: RateLimiterAbstract }>)
      : null;
  }

  /**
   * Middleware for one operation: spends one request from the caller's budgets, or answers 429.
   * Sign-in spends only the client address's budget here; its handler spends the account's once the
   * token is verified (`spendForAccounts`).
   */
  forOperation(operationId: OperationId, method: string) {
    const group = rateLimitGroupOf(operationId, method);
    const limiters = group && this.limiters?.[group];
    if (!group || !limiters) return async (_ctx: Context, next: Next) => next();
    return async (ctx: Context, next: Next) => {
      const user = ctx.state.user as UserEntity | null | undefined;
      const spent = [limiters.ip.consume(ctx.ip || 'unknown')];
      if (user && group !== 'login') spent.push(limiters.user.consume(user.id));
      await settle(group, spent);
      await next();
    };
  }

  /** Spends one request from each account's budget of the group, or throws the 429. */
  async spendForAccounts(group: RateLimitGroup, accounts: string[]): Promise<void> {
    const limiters = this.limiters?.[group];
    if (!limiters) return;
    await settle(
      group,
      accounts.map((account) => limiters.user.consume(account)),
    );
  }
}

/** Waits for every budget spent; when any refused, the 429 with the longest wait among them. */
async function settle(group: RateLimitGroup, spent: Promise<unknown>[]): Promise<void> {
  const refusals = (await Promise.allSettled(spent))
    .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    .map((result) => result.reason as unknown);
  if (refusals.length === 0) return;
  for (const refusal of refusals) if (!(refusal instanceof RateLimiterRes)) throw refusal;
  const waitMs = Math.max(...refusals.map((refusal) => (refusal as RateLimiterRes).msBeforeNext));
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new HttpError(
    429,
    'rate_limited',
    `Too many ${WHAT[group]}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}
