import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { runSql } from './run-sql';

const MACROS = [
  { text: 'protein', grams: 'proteinG' },
  { text: 'carbs', grams: 'carbsG' },
  { text: 'fat', grams: 'fatG' },
] as const;

interface StoredGrades {
  healthMetrics?: { nutritionGrade?: string };
  grade?: string;
}

/**
 * A scan's totals are numbers end to end and its grade is Nutri-Score's own A–E. The macro text
 * columns ('12g') go: the API writes that text from the numeric totals when it answers. Grades
 * stored as F (the first grade scale's name for Nutri-Score's E) become E. A text macro whose
 * number was never stored is carried into the number first, so nothing is lost.
 */
export class NumericScanTotals1765600000000 implements MigrationInterface {
  name = 'NumericScanTotals1765600000000';

  async up(q: QueryRunner): Promise<void> {
    for (const { text, grams } of MACROS) {
      const rows = (await q.query(
        `SELECT id, ${text} AS amount FROM scans WHERE "${grams}" IS NULL AND ${text} IS NOT NULL`,
      )) as { id: string; amount: string }[];
      for (const row of rows) {
        const value = Number.parseFloat(row.amount);
        if (!Number.isFinite(value)) continue;
        await runSql(q, `UPDATE scans SET "${grams}" = :value WHERE id = :id`, { value, id: row.id });
      }
    }
    // Through TypeORM, so the runner's view of the table stays true for the migrations after this one.
    await q.dropColumns(
      'scans',
      MACROS.map(({ text }) => text),
    );
    await rewriteGrades(q, 'F', 'E');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.addColumns(
      'scans',
      MACROS.map(({ text }) => new TableColumn({ name: text, type: 'varchar', length: '32', isNullable: true })),
    );
    // The first shape had text only for a scan whose calories were known, as the API writes it now.
    for (const { text, grams } of MACROS) {
      const rows = (await q.query(
        `SELECT id, "${grams}" AS amount FROM scans WHERE "${grams}" IS NOT NULL AND calories IS NOT NULL`,
      )) as { id: string; amount: number }[];
      for (const row of rows) {
        await runSql(q, `UPDATE scans SET ${text} = :value WHERE id = :id`, {
          value: `${Number(row.amount)}g`,
          id: row.id,
        });
      }
    }
    await rewriteGrades(q, 'E', 'F');
  }
}

/** Rewrites one grade letter in every stored health analysis (`healthMetrics` and the top-level fallback). */
async function rewriteGrades(q: QueryRunner, from: string, to: string): Promise<void> {
  const rows = (await q.query(
    `SELECT id, "nutritionalInfo" AS info FROM scans WHERE "nutritionalInfo" LIKE '%"${from}"%'`,
  )) as {
    id: string;
    info: string;
  }[];
  for (const row of rows) {
    const info = JSON.parse(row.info) as StoredGrades | null;
    if (!info) continue;
    let changed = false;
    if (info.healthMetrics?.nutritionGrade === from) {
      info.healthMetrics.nutritionGrade = to;
      changed = true;
    }
    if (info.grade === from) {
      info.grade = to;
      changed = true;
    }
    if (changed) {
      await runSql(q, 'UPDATE scans SET "nutritionalInfo" = :info WHERE id = :id', {
        info: JSON.stringify(info),
        id: row.id,
      });
    }
  }
}
