import type { ScanService } from '../../src/features/scans/scan.service';

type ScanRow = Parameters<ScanService['save']>[0];

/**
 * A scan row as the pipeline stores an identified one-item scan, for tests and benches that need
 * history without photos: the item carries the row's own totals.
 */
export function identifiedScanRow(
  row: Omit<
    ScanRow,
    | 'identification'
    | 'items'
    | 'suggestions'
    | 'imageUrl'
    | 'proteinG'
    | 'carbsG'
    | 'fatG'
    | 'fibreG'
    | 'sugarG'
    | 'sodiumMg'
  > & {
    imageUrl?: string | null;
    /** The meal's protein, carbs and fat in grams; null when not known. */
    protein: number | null;
    carbs: number | null;
    fat: number | null;
  },
): ScanRow {
  const { protein, carbs, fat, ...fields } = row;
  return {
    imageUrl: null,
    suggestions: [],
    identifiedAt: row.createdAt ?? new Date(),
    proteinG: protein,
    carbsG: carbs,
    fatG: fat,
    fibreG: null,
    sugarG: null,
    sodiumMg: null,
    ...fields,
    identification: { status: 'identified', provider: 'openai', reason: null },
    items: [
      {
        foodId: null,
        name: row.foodName,
        grams: 100,
        portion: null,
        calories: row.calories,
        protein,
        carbs,
        fat,
        fibre: null,
        sugar: null,
        sodium: null,
        source: 'estimate',
        confidence: row.confidence,
      },
    ],
  };
}
