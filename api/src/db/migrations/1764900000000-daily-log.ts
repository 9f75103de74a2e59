import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnTypes } from './column-types';
import { runSql } from './run-sql';

const NUTRIENT_COLUMNS = ['proteinG', 'carbsG', 'fatG', 'fibreG', 'sugarG', 'sodiumMg'] as const;

/**
 * The daily log: each scan gets its meal (breakfast, lunch, dinner or snack) and its totals as
 * numbers (protein, carbs, fat, fibre and sugar in grams, sodium in milligrams), so days add up in
 * the database; and the user's daily goals, kept as versions so each day keeps the goals in force
 * then. Existing scans are carried over: totals summed from their items, the meal from the time
 * of day in UTC (their owner's time zone was never stored).
 */
export class DailyLog1764900000000 implements MigrationInterface {
  name = 'DailyLog1764900000000';

  async up(q: QueryRunner): Promise<void> {
    const { timestamp, now } = columnTypes(q);
    await q.addColumns('scans', [
      new TableColumn({ name: 'meal', type: 'varchar', length: '16', default: "'snack'" }),
      ...NUTRIENT_COLUMNS.map((name) => new TableColumn({ name, type: 'double precision', isNullable: true })),
    ]);
    const rows = (await q.query('SELECT id, items, "createdAt" FROM scans')) as {
      id: string;
      items: string;
      createdAt: string | Date;
    }[];
    for (const row of rows) {
      const totals = totalsOf(JSON.parse(row.items) as LegacyItem[]);
      await runSql(
        q,
        `UPDATE scans SET meal = :meal, "proteinG" = :proteinG, "carbsG" = :carbsG, "fatG" = :fatG,
           "fibreG" = :fibreG, "sugarG" = :sugarG, "sodiumMg" = :sodiumMg WHERE id = :id`,
        { ...totals, meal: mealAtUtcHour(new Date(row.createdAt).getUTCHours()), id: row.id },
      );
    }
    await q.createTable(
      new Table({
        name: 'goals',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'calories', type: 'integer' },
          { name: 'protein', type: 'integer' },
          { name: 'carbs', type: 'integer' },
          { name: 'fat', type: 'integer' },
          { name: 'effectiveFrom', type: timestamp, default: now },
        ],
        foreignKeys: [
          { columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await q.createIndex(
      'goals',
      new TableIndex({ name: 'idx_goals_user_effective', columnNames: ['userId', 'effectiveFrom'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('goals');
    for (const name of NUTRIENT_COLUMNS) await q.dropColumn('scans', name);
    await q.dropColumn('scans', 'meal');
  }
}

interface LegacyItem {
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fibre: number | null;
  sugar: number | null;
  sodium: number | null;
}

/** Each nutrient summed over the items that know it; null when no item does. */
function totalsOf(items: LegacyItem[]) {
  const sum = (key: keyof LegacyItem) => {
    const known = items.map((item) => item[key]).filter((v): v is number => typeof v === 'number');
    return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
  };
  return {
    proteinG: sum('protein'),
    carbsG: sum('carbs'),
    fatG: sum('fat'),
    fibreG: sum('fibre'),
    sugarG: sum('sugar'),
    sodiumMg: sum('sodium'),
  };
}

/** The meal rule of the app (breakfast 04-10, lunch 11-15, dinner 17-21, else a snack), at a UTC hour. */
function mealAtUtcHour(hour: number): string {
  if (hour >= 4 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 16) return 'lunch';
  if (hour >= 17 && hour < 22) return 'dinner';
  return 'snack';
}
