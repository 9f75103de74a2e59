import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { runSql } from './run-sql';

/**
 * A scan's identification becomes a state (`identified`, `not_food`, `unidentified`, with the
 * recognizer and the reason) instead of the food name 'Unable to identify', and what the meal is
 * made of becomes `items` (food, grams, nutrients, where the numbers came from) instead of the
 * `analysis` record. Existing scans are carried over: a one-item scan's item gets the scan's own
 * totals; items of a several-item scan keep their names and grams, with nutrients unknown (they
 * were never stored per item).
 */
export class ScanItems1764600000000 implements MigrationInterface {
  name = 'ScanItems1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('scans', [
      new TableColumn({ name: 'identification', type: 'text', isNullable: true }),
      new TableColumn({ name: 'items', type: 'text', isNullable: true }),
    ]);
    const rows = (await q.query(
      'SELECT id, "foodName", calories, protein, carbs, fat, "nutritionalInfo", analysis FROM scans',
    )) as LegacyScanRow[];
    for (const row of rows) {
      const { identification, items, foodName } = carriedOver(row);
      await runSql(
        q,
        'UPDATE scans SET identification = :identification, items = :items, "foodName" = :foodName WHERE id = :id',
        {
          identification: JSON.stringify(identification),
          items: JSON.stringify(items),
          foodName,
          id: row.id,
        },
      );
    }
    for (const name of ['identification', 'items']) {
      await q.changeColumn('scans', name, new TableColumn({ name, type: 'text', isNullable: false }));
    }
    await q.dropColumn('scans', 'analysis');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.addColumn('scans', new TableColumn({ name: 'analysis', type: 'text', isNullable: true }));
    const rows = (await q.query('SELECT id, "foodName", identification, items FROM scans')) as {
      id: string;
      foodName: string;
      identification: string;
      items: string;
    }[];
    for (const row of rows) {
      const identification = JSON.parse(row.identification) as {
        status: string;
        provider: string | null;
        reason: string | null;
      };
      const items = JSON.parse(row.items) as {
        foodId: string | null;
        name: string;
        grams: number;
        source: string;
        confidence: number | null;
      }[];
      const analysis = {
        provider: identification.provider,
        reason: identification.reason,
        items: items.map((item) => ({
          name: item.name,
          grams: item.grams,
          confidence: item.confidence ?? 100,
          matchedFoodId: item.foodId,
          matchedFoodName: item.foodId ? item.name : null,
          source: item.source === 'user' ? 'estimate' : item.source,
        })),
      };
      await runSql(q, 'UPDATE scans SET analysis = :analysis, "foodName" = :foodName WHERE id = :id', {
        analysis: JSON.stringify(analysis),
        foodName: identification.status === 'identified' ? row.foodName : 'Unable to identify',
        id: row.id,
      });
    }
    await q.dropColumn('scans', 'items');
    await q.dropColumn('scans', 'identification');
  }
}

interface LegacyScanRow {
  id: string;
  foodName: string;
  calories: number | null;
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  nutritionalInfo: string | null;
  analysis: string | null;
}

interface LegacyAnalysis {
  provider: string | null;
  reason: string | null;
  items: {
    name: string;
    grams: number;
    confidence: number;
    matchedFoodId: string | null;
    matchedFoodName: string | null;
    source: 'database' | 'label' | 'estimate';
  }[];
}

/** '12.5g', '12.5 g', '340 mg' → the number; null when absent or unreadable. */
const amount = (text: string | null | undefined): number | null => {
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(text ?? '');
  return match ? Number(match[1]) : null;
};

function carriedOver(row: LegacyScanRow) {
  const analysis = row.analysis ? (JSON.parse(row.analysis) as LegacyAnalysis) : null;
  const info = row.nutritionalInfo
    ? (JSON.parse(row.nutritionalInfo) as { dietaryFiber?: string; totalSugars?: string; sodium?: string })
    : null;
  if (row.foodName === 'Unable to identify') {
    const reason = analysis?.reason ?? 'No recognizer could identify a food in this photo.';
    return {
      foodName: 'Not identified',
      identification: {
        status: /does not seem to show food/.test(reason) ? 'not_food' : 'unidentified',
        provider: analysis?.provider ?? null,
        reason,
      },
      items: [],
    };
  }
  const totals = {
    calories: row.calories,
    protein: amount(row.protein),
    carbs: amount(row.carbs),
    fat: amount(row.fat),
    fibre: amount(info?.dietaryFiber),
    sugar: amount(info?.totalSugars),
    sodium: amount(info?.sodium),
  };
  const unknown = { calories: null, protein: null, carbs: null, fat: null, fibre: null, sugar: null, sodium: null };
  const legacyItems = analysis?.items ?? [];
  const items =
    legacyItems.length > 0
      ? legacyItems.map((item) => ({
          foodId: item.matchedFoodId,
          name: item.matchedFoodName ?? item.name,
          grams: item.grams,
          portion: null,
          ...(legacyItems.length === 1 ? totals : unknown),
          source: item.source,
          confidence: item.confidence,
        }))
      : // Scans stored before items were recorded: one item, the scan itself.
        [
          {
            foodId: null,
            name: row.foodName,
            grams:
              amount(
                row.nutritionalInfo ? (JSON.parse(row.nutritionalInfo) as { servingSize?: string }).servingSize : null,
              ) ?? 0,
            portion: null,
            ...totals,
            source: 'estimate',
            confidence: null,
          },
        ];
  return {
    foodName: row.foodName,
    identification: { status: 'identified', provider: analysis?.provider ?? null, reason: null },
    items,
  };
}
