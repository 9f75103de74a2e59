import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Goals, GoalsResponse } from '../../generated/types.gen';
import { DEFAULT_GOALS } from '@rules/log/default-goals';
import { GoalsEntity } from './goals.entity';

export { DEFAULT_GOALS };

/** A version of a user's goals and when it came into force. */
export interface GoalsVersion {
  goals: Goals;
  effectiveFrom: Date;
}

const goalsOf = (row: GoalsEntity): Goals => ({
  calories: row.calories,
  protein: row.protein,
  carbs: row.carbs,
  fat: row.fat,
});

/** Each user's daily goals, kept as versions so a past day keeps the goals it had. */
export class GoalsService {
  constructor(private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(GoalsEntity);
  }

  /** The goals in force now: the latest version, else the defaults. */
  async current(userId: string): Promise<GoalsResponse> {
    const latest = await this.rows.findOne({ where: { userId }, order: { effectiveFrom: 'DESC' } });
    return latest
      ? { goals: goalsOf(latest), isDefault: false, updatedAt: latest.effectiveFrom.toISOString() }
      : { goals: DEFAULT_GOALS, isDefault: true, updatedAt: null };
  }

  /** New goals, in force from now on (a moment after the latest version, so versions never tie). */
  async set(userId: string, goals: Goals): Promise<GoalsResponse> {
    const latest = await this.rows.findOne({ where: { userId }, order: { effectiveFrom: 'DESC' } });
    const now = Date.now();
    const effectiveFrom = new Date(latest ? Math.max(now, latest.effectiveFrom.getTime() + 1) : now);
    await this.rows.insert({ id: randomUUID(), userId, ...goals, effectiveFrom });
    return this.current(userId);
  }

  /** Every version of the user's goals, oldest first. */
  async history(userId: string): Promise<GoalsVersion[]> {
    const rows = await this.rows.find({ where: { userId }, order: { effectiveFrom: 'ASC' } });
    return rows.map((row) => ({ goals: goalsOf(row), effectiveFrom: row.effectiveFrom }));
  }
}

/** The goals in force at an instant, from a user's versions (oldest first): the defaults before the first. */
export function goalsAt(history: GoalsVersion[], instant: Date): Goals {
  let goals = DEFAULT_GOALS;
  for (const version of history) {
    if (version.effectiveFrom.getTime() >= instant.getTime()) break;
    goals = version.goals;
  }
  return goals;
}
