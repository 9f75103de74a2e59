import { serverMessage } from '@rules/errors/server-messages';
import type { Context, Next } from 'koa';
import type { DataSource } from 'typeorm';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type IRateLimiterPostgresOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from './errors';
import type { OperationId } from './operations';
import type { RateLimitConfig, RateLimitGroup } from '../rate-limits';
import type { SessionUser } from './session';

export const RATE_LIMITED_OPERATIONS: Partial<Record<OperationId, RateLimitGroup>> = {
  login: 'login',
  createScan: 'scan',
  recognizeFood: 'scan',
  recognizeFoodPassioAlias: 'scan',
  uploadTrainingImage: 'training',
  searchFoods: 'search',
  searchRecognitionFoods: 'search',
  searchRecognitionFoodsPassioAlias: 'search',
  // Read while the user types (debounced), like a search: it stores nothing.
  parseFoods: 'search',
  exportAccountZip: 'download',
};

const WINDOW_SECONDS = 60;

/** The budget an operation spends: its named group, `write` for any other state change, or none. */
export function rateLimitGroupOf(operationId: OperationId, method: string): RateLimitGroup | null {
  return RATE_LIMITED_OPERATIONS[operationId] ?? (/^(post|put|patch|delete)$/i.test(method) ? 'write' : null);
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
      const user = ctx.state.user as SessionUser | null | undefined;
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
  throw new HttpError(429, 'rate_limited', serverMessage('rateLimit.tryAgainIn', { what: group, seconds }), undefined, {
    'Retry-After': String(seconds),
  });
}
