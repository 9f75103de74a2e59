import type { DataSource } from 'typeorm';
import type { Day, DayList, LogSummary } from '../../generated/types.gen';
import { instantOf, timestampParam } from '../../db/timestamps';
import { ScanEntity } from '../scans/scan.entity';
import { goalsAt, type GoalsService } from './goals.service';
import { checkDateRange, checkTimeZone } from '../../time/checks';
import { logSummaryOf } from '@rules/log/streaks';
import { addDays, dayStarts, LocalDates, localDateOf } from '@rules/time/local-time';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The columns of a scan row a day adds up, as the driver answers them. */
interface DayRow {
  createdAt: string | Date;
  calories: number | string | null;
  proteinG: number | string | null;
  carbsG: number | string | null;
  fatG: number | string | null;
  fibreG: number | string | null;
  sugarG: number | string | null;
  sodiumMg: number | string | null;
}

/**
 * The user's log by local day: what each day adds up to against the goals in force that day, and
 * how many days they have logged. Only identified scans count (one still to be named has no
 * numbers yet). A scan's totals are stored as numbers on its row and change with it, so a
 * corrected or deleted scan is reflected at once.
 */
export class DayLogService {
  constructor(private readonly deps: { dataSource: DataSource; goals: GoalsService }) {}

  private get scans() {
    return this.deps.dataSource.getRepository(ScanEntity);
  }

  /** Every day from `from` to `to` in `tz`, oldest first, days without a scan included. */
  async days(userId: string, from: string, to: string, tz: string): Promise<DayList> {
    checkTimeZone(tz);
    checkDateRange(from, to);
    const { dataSource } = this.deps;
    // Each day runs from its first instant to the next day's: n days have n + 1 boundaries.
    const dates: string[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
    const boundaries = dayStarts(from, dates.length + 1, tz);
    const [rows, history] = await Promise.all([
      this.scans
        .createQueryBuilder('s')
        .select([
          's.createdAt AS "createdAt"',
          's.calories AS calories',
          's.proteinG AS "proteinG"',
          's.carbsG AS "carbsG"',
          's.fatG AS "fatG"',
          's.fibreG AS "fibreG"',
          's.sugarG AS "sugarG"',
          's.sodiumMg AS "sodiumMg"',
        ])
        .where('s.userId = :userId', { userId })
        .andWhere('s.createdAt >= :start AND s.createdAt < :end', {
          start: timestampParam(dataSource, boundaries[0]!),
          end: timestampParam(dataSource, boundaries.at(-1)!),
        })
        .andWhere('s.identifiedAt IS NOT NULL')
        .orderBy('s.createdAt', 'ASC')
        .getRawMany<DayRow>(),
      this.deps.goals.history(userId),
    ]);

    const days: Day[] = dates.map((date, i) => ({
      date,
      scans: 0,
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      fibre: 0,
      sugar: 0,
      sodium: 0,
      // The goals a day is measured against: those in force at its end.
      goals: goalsAt(history, boundaries[i + 1]!),
    }));
    let i = 0;
    for (const row of rows) {
      const at = instantOf(row.createdAt).getTime();
      while (i < days.length - 1 && at >= boundaries[i + 1]!.getTime()) i += 1;
      const day = days[i]!;
      day.scans += 1;
      day.calories += Number(row.calories ?? 0);
      day.protein += Number(row.proteinG ?? 0);
      day.carbs += Number(row.carbsG ?? 0);
      day.fat += Number(row.fatG ?? 0);
      day.fibre += Number(row.fibreG ?? 0);
      day.sugar += Number(row.sugarG ?? 0);
      day.sodium += Number(row.sodiumMg ?? 0);
    }
    return {
      from,
      to,
      tz,
      days: days.map((day) => ({
        ...day,
        calories: Math.round(day.calories),
        protein: round1(day.protein),
        carbs: round1(day.carbs),
        fat: round1(day.fat),
        fibre: round1(day.fibre),
        sugar: round1(day.sugar),
        sodium: Math.round(day.sodium),
      })),
    };
  }

  /** Days logged, the current streak (up to today, or yesterday while today is still empty) and the longest. */
  async summary(userId: string, tz: string, now = new Date()): Promise<LogSummary> {
    checkTimeZone(tz);
    const rows = await this.scans
      .createQueryBuilder('s')
      .select('s.createdAt AS "createdAt"')
      .where('s.userId = :userId', { userId })
      .andWhere('s.identifiedAt IS NOT NULL')
      .orderBy('s.createdAt', 'ASC')
      .getRawMany<{ createdAt: string | Date }>();
    const local = new LocalDates(tz);
    return logSummaryOf(
      rows.map((row) => local.dateOf(instantOf(row.createdAt))),
      localDateOf(now, tz),
    );
  }
}
