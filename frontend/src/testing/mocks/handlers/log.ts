import { round1 } from '@rules/nutrition/amounts';
import { delay, HttpResponse } from 'msw';
import type { Day, Goals, GoalsResponse, RecentFoodList, Scan, ScanItemChoice } from '@/client';
import { DEFAULT_GOALS } from '@rules/log/default-goals';
import { logSummaryOf } from '@rules/log/streaks';
import { dateRangeRefusal, dateRefusal, timeZoneRefusal } from '@rules/time/date-range';
// The API's own day arithmetic, so the mock puts every scan on the same local day as the server.
import { addDays, daysBetween, localDateOf, mealAt } from '@rules/time/local-time';
import { scannedScan } from '../fixtures';
import { correctedScan, MockInputError } from '../food-database';
import { errorResponse, http, refusedResponse } from './http';
import { shortcutsApi, type ShortcutsState } from './shortcuts';
import { serverMessage } from '@rules/errors/server-messages';
import { onMockReset } from './mock-state';

const DAYS = '/api/users/{userId}/days';
const SUMMARY = '/api/users/{userId}/log-summary';
const RECENT = '/api/users/{userId}/recent-foods';
const GOALS = '/api/users/{userId}/goals';
const LOG_FOODS = '/api/users/{userId}/scans';
const LOG_AGAIN = '/api/scans/{id}/log-again';
const LOG_DAY_AGAIN = '/api/users/{userId}/days/{date}/log-again';

const counted = (scan: Scan) => scan.identification.status === 'identified';
const sum = (scans: Scan[], pick: (item: Scan['items'][number]) => number | null) =>
  scans.reduce((total, scan) => total + scan.items.reduce((t, item) => t + (pick(item) ?? 0), 0), 0);

/** One local day's totals, as the API adds them up: identified scans only. */
function dayOf(date: string, scans: Scan[], goals: Goals): Day {
  return {
    date,
    scans: scans.length,
    calories: Math.round(sum(scans, (i) => i.calories)),
    protein: round1(sum(scans, (i) => i.protein)),
    carbs: round1(sum(scans, (i) => i.carbs)),
    fat: round1(sum(scans, (i) => i.fat)),
    fibre: round1(sum(scans, (i) => i.fibre)),
    sugar: round1(sum(scans, (i) => i.sugar)),
    sodium: Math.round(sum(scans, (i) => i.sodium)),
    goals,
  };
}

const timeZoneOf = (url: URL) => url.searchParams.get('tz') ?? 'UTC';

/**
 * The daily log over a mock history (the same array the scan handlers change): days, the log
 * summary, recent foods, goals, 'Log again' and logging foods without a photo. `clock` is 'now' for new
 * entries and for the streak (the log stories fix it).
 */
export function logApi(
  scans: Scan[],
  {
    goals: initialGoals,
    clock = () => new Date(),
    shortcuts = {},
  }: { goals?: Goals; clock?: () => Date; shortcuts?: ShortcutsState } = {},
) {
  let goals: GoalsResponse = initialGoals
    ? { goals: initialGoals, isDefault: false, updatedAt: new Date(0).toISOString() }
    : { goals: DEFAULT_GOALS, isDefault: true, updatedAt: null };
  let logged = 0;
  const firstGoals = goals;
  onMockReset(() => {
    goals = firstGoals;
    logged = 0;
  });

  const addScan = (scan: Scan) => {
    scans.unshift(scan);
    return HttpResponse.json<Scan>(scan, { status: 201 });
  };
  /** Foods logged now without a photo, as `POST /api/users/{userId}/scans` does. */
  /** Chosen foods as a new entry, dated now or when they were eaten (`at`, a meal typed offline). */
  const logChoices = (userId: string, choices: ScanItemChoice[], tz: string, meal?: Scan['meal'], at?: Date) => {
    const base: Scan = { ...scannedScan, userId, items: [], suggestions: [] };
    return addScan(newEntry(correctedScan(base, choices), tz, meal, at));
  };
  const newEntry = (base: Scan, tz: string, meal?: Scan['meal'], at?: Date): Scan => {
    logged += 1;
    const now = at ?? clock();
    return {
      ...base,
      id: `scan-logged-${logged}`,
      imageUrl: null,
      thumbnailUrl: null,
      note: null,
      // Logged by the user, as the API does: no recognizer, no confidence, no suggestions.
      identification: { status: 'identified', provider: 'user', reason: null },
      confidence: null,
      suggestions: [],
      createdAt: now.toISOString(),
      meal: meal ?? mealAt(now, tz),
      identifiedAt: now.toISOString(),
      correctedAt: null,
      loggedAgainFrom: null,
    };
  };
  /** An entry logged again, as the API copies it: its photo kept (a copy), and where it came from. */
  const loggedAgain = (base: Scan, tz: string, meal?: Scan['meal']): Scan => ({
    ...newEntry(base, tz, meal),
    imageUrl: base.imageUrl,
    thumbnailUrl: base.thumbnailUrl,
    loggedAgainFrom: base.id,
  });

  return [
    http.get(DAYS, ({ request }) => {
      const url = new URL(request.url);
      const tz = timeZoneOf(url);
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      const refusal = timeZoneRefusal(tz) ?? dateRangeRefusal(from, to);
      if (refusal) return refusedResponse(refusal);
      const count = daysBetween(from, to) + 1;
      const byDate = new Map<string, Scan[]>();
      for (const scan of scans.filter(counted)) {
        const date = localDateOf(new Date(scan.createdAt), tz);
        byDate.set(date, [...(byDate.get(date) ?? []), scan]);
      }
      const days = Array.from({ length: count }, (_, i) => {
        const date = addDays(from, i);
        return dayOf(date, byDate.get(date) ?? [], goals.goals);
      });
      return HttpResponse.json({ from, to, tz, days });
    }),
    http.get(SUMMARY, ({ request }) => {
      const tz = timeZoneOf(new URL(request.url));
      const dates = new Set(scans.filter(counted).map((scan) => localDateOf(new Date(scan.createdAt), tz)));
      return HttpResponse.json(logSummaryOf(dates, localDateOf(clock(), tz)));
    }),
    http.get(RECENT, () => {
      const seen = new Set<string>();
      const foods: RecentFoodList['foods'] = [];
      for (const scan of scans.filter(counted)) {
        for (const item of scan.items) {
          if (!item.foodId || seen.has(item.foodId) || foods.length >= 12) continue;
          seen.add(item.foodId);
          foods.push({
            foodId: item.foodId,
            name: item.name,
            grams: item.grams,
            portion: item.portion,
            calories: item.calories,
            lastLoggedAt: scan.createdAt,
          });
        }
      }
      return HttpResponse.json({ foods });
    }),
    http.get(GOALS, () => HttpResponse.json(goals)),
    http.put(GOALS, async ({ request }) => {
      goals = { goals: await request.json(), isDefault: false, updatedAt: new Date().toISOString() };
      return HttpResponse.json(goals);
    }),
    http.post(LOG_AGAIN, async ({ params, request }) => {
      const scan = scans.find((s) => s.id === params.id);
      if (!scan) return errorResponse(404, 'not_found', serverMessage('scan.notFound'));
      if (!counted(scan)) return errorResponse(409, 'conflict', serverMessage('scan.namesNoFood'));
      const body = await request.json();
      return addScan(loggedAgain(scan, body?.tz ?? 'UTC', body?.meal));
    }),
    http.post(LOG_DAY_AGAIN, async ({ params, request }) => {
      const body = await request.json();
      const refusal = timeZoneRefusal(body.tz, 'body.tz') ?? dateRefusal(params.date, 'path.date');
      if (refusal) return refusedResponse(refusal);
      const entries = scans
        .filter(
          (scan) =>
            counted(scan) &&
            localDateOf(new Date(scan.createdAt), body.tz) === params.date &&
            (body.meal === undefined || scan.meal === body.meal),
        )
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      if (entries.length === 0) return errorResponse(409, 'conflict', serverMessage('logAgain.nothingThatDay'));
      const copies = entries.map((scan) => loggedAgain(scan, body.tz, scan.meal));
      scans.unshift(...[...copies].reverse());
      return HttpResponse.json<Scan[]>(copies, { status: 201 });
    }),
    http.post(LOG_FOODS, async ({ params, request }) => {
      const body = await request.json();
      try {
        const at = body.loggedAt === undefined ? undefined : new Date(body.loggedAt);
        return logChoices(params.userId, body.items, body.tz ?? 'UTC', body.meal, at);
      } catch (error) {
        if (error instanceof MockInputError) return refusedResponse(error.refusal);
        throw error;
      }
    }),
    ...shortcutsApi({ logChoices, scans, ...shortcuts }),
  ];
}

/** Never answers: the request stays pending, as against a server that hangs. */
const hang = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('An infinite delay never ends.');
};
const internalError = () => errorResponse(500, 'internal_error', serverMessage('server.internal'));

/** The log's reads hanging, or failing, beside the scan handlers' own 'loading' and 'serverError'. */
export const logReadHandlers = {
  loading: ([DAYS, SUMMARY, RECENT, GOALS] as const).map((path) => http.get(path, hang)),
  serverError: ([DAYS, SUMMARY, RECENT, GOALS] as const).map((path) => http.get(path, internalError)),
};
