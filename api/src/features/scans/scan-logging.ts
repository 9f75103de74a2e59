import { serverMessage } from '@rules/errors/server-messages';
import { createHash, randomUUID } from 'node:crypto';
import { addDays, startOfLocalDay } from '@rules/time/local-time';
import type { DayLogAgainRequest, LogAgainRequest, LogFoodsRequest, RecentFood, Scan } from '../../generated/types.gen';
import { checkDate, checkTimeZone } from '../../time/checks';
import { ConflictError, IdempotencyKeyReusedError, NotFoundError } from '../../errors';
import { isUniqueViolation } from '../../db/db-errors';
import type { FoodService } from '../foods/food.service';
import { resolveChoices } from './scan-corrections';
import { composePlate, scanFields } from './scan-pipeline';
import { scanTiming } from './scan-timing';
import type { ScanService } from './scan.service';

/** The recent-foods row offers at most this many foods. */
export const MAX_RECENT_FOODS = 12;
/** A day (or meal) logged again copies at most this many entries in one request. */
export const MAX_ENTRIES_LOGGED_AGAIN = 50;
/** Recent foods are taken from this many of the latest scans. */
const RECENT_SCANS = 100;

/**
 * Logging without a photo: foods the user picks (a recent food in one tap), and a scan's foods
 * again. Each makes a new scan, dated now, in the meal of the user's local time unless they chose
 * one; it has no photo, so it teaches the recognizer nothing.
 */
export class ScanLogging {
  constructor(private readonly deps: { scans: ScanService; foods: FoodService }) {}

  /**
   * Foods from the database (or named by the user), in their portions, with every number computed.
   * With an idempotency key they are logged at most once: a key already used answers the scan it
   * made (`replayed`), even when two requests with it race (the database's unique index decides);
   * sent again with other foods or fields, it is refused.
   */
  async logFoods(
    userId: string,
    request: LogFoodsRequest,
    now = new Date(),
    idempotencyKey: string | null = null,
  ): Promise<{ scan: Scan; replayed: boolean }> {
    const fingerprint = idempotencyKey ? requestFingerprint(request) : null;
    const replay = async () => {
      const earlier = idempotencyKey ? await this.deps.scans.findByIdempotencyKey(userId, idempotencyKey) : null;
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw new IdempotencyKeyReusedError(serverMessage('meal.idempotencyKeyReused'));
      }
      return earlier?.scan ?? null;
    };
    const earlier = await replay();
    if (earlier) return { scan: earlier, replayed: true };
    const items = await resolveChoices(this.deps.foods, request.items);
    const plate = composePlate({ provider: 'user', label: null, ingredients: [], allergens: [] }, items);
    const timing = scanTiming(request, now);
    try {
      const scan = await this.deps.scans.save({
        id: randomUUID(),
        userId,
        imageUrl: null,
        thumbnailUrl: null,
        ...scanFields(plate),
        confidence: null,
        ...timing,
        identifiedAt: timing.createdAt,
        idempotencyKey,
        idempotencyFingerprint: fingerprint,
      });
      return { scan, replayed: false };
    } catch (error) {
      const winner = idempotencyKey && isUniqueViolation(error) ? await replay() : null;
      if (!winner) throw error;
      return { scan: winner, replayed: true };
    }
  }

  /** The same foods, portions and numbers as an earlier scan, logged now as a new scan. */
  async logAgain(userId: string, scanId: string, request: LogAgainRequest = {}, now = new Date()): Promise<Scan> {
    const scan = await this.deps.scans.findOwned(scanId, userId);
    if (!scan) throw new NotFoundError(serverMessage('scan.notFound'));
    if (scan.identification.status !== 'identified') {
      throw new ConflictError(serverMessage('scan.namesNoFood'));
    }
    const timing = scanTiming(request, now);
    const copy = await this.deps.scans.copyOwned(scanId, userId, {
      ...timing,
      identifiedAt: timing.createdAt,
      identification: { status: 'identified', provider: 'user', reason: null },
      confidence: null,
      suggestions: [],
    });
    if (!copy) throw new NotFoundError(serverMessage('scan.notFound'));
    return copy;
  }

  /**
   * A whole local day's named entries (or one meal's) logged again now, each with its foods,
   * portions and numbers and in the meal it had, oldest first; 409 when there is nothing to log.
   */
  async logDayAgain(userId: string, date: string, request: DayLogAgainRequest, now = new Date()): Promise<Scan[]> {
    checkTimeZone(request.tz, 'body.tz');
    checkDate(date, 'path.date');
    const start = startOfLocalDay(date, request.tz);
    const end = startOfLocalDay(addDays(date, 1), request.tz);
    const entries = (await this.deps.scans.listForUserBetween(userId, start, end)).filter(
      (scan) =>
        scan.identification.status === 'identified' && (request.meal === undefined || scan.meal === request.meal),
    );
    if (entries.length === 0) {
      throw new ConflictError(
        request.meal === undefined
          ? serverMessage('logAgain.nothingThatDay')
          : serverMessage('logAgain.nothingForMealThatDay', { meal: request.meal }),
      );
    }
    if (entries.length > MAX_ENTRIES_LOGGED_AGAIN) {
      throw new ConflictError(serverMessage('logAgain.tooManyEntries', { max: MAX_ENTRIES_LOGGED_AGAIN }));
    }
    // All or nothing: a failure part-way removes the copies already made, so a retry cannot double them.
    const copies: Scan[] = [];
    try {
      for (const [i, entry] of entries.entries()) {
        const at = new Date(now.getTime() + i); // one millisecond apart: the day's order stays
        const copy = await this.deps.scans.copyOwned(entry.id, userId, {
          createdAt: at,
          meal: entry.meal,
          identifiedAt: at,
          identification: { status: 'identified', provider: 'user', reason: null },
          confidence: null,
          suggestions: [],
        });
        if (copy) copies.push(copy);
      }
    } catch (error) {
      await Promise.allSettled(copies.map((copy) => this.deps.scans.deleteOwned(copy.id, userId)));
      throw error;
    }
    return copies;
  }

  /** The foods of the user's latest scans, each once, in the amount they last had it. */
  async recentFoods(userId: string): Promise<RecentFood[]> {
    const foods = new Map<string, RecentFood>();
    for (const scan of await this.deps.scans.latestIdentified(userId, RECENT_SCANS)) {
      for (const item of scan.items) {
        if (item.foodId === null || foods.has(item.foodId)) continue;
        foods.set(item.foodId, {
          foodId: item.foodId,
          name: item.name,
          grams: item.grams,
          portion: item.portion,
          calories: item.calories,
          lastLoggedAt: scan.createdAt,
        });
        if (foods.size >= MAX_RECENT_FOODS) return [...foods.values()];
      }
    }
    return [...foods.values()];
  }
}

/** SHA-256 of the request with its keys in a fixed order: what one idempotency key stands for. */
function requestFingerprint(request: LogFoodsRequest): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])])
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}
