import type { ScanService } from '../../src/features/scans/scan.service';

type ScanRow = Parameters<ScanService['save']>[0];

/** '12.5g' → 12.5; null stays null. */
const grams = (text: string | null) => (text === null ? null : Number.parseFloat(text));

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
  > & { imageUrl?: string | null },
): ScanRow {
  return {
    imageUrl: null,
    suggestions: [],
    identifiedAt: row.createdAt ?? new Date(),
    proteinG: grams(row.protein),
    carbsG: grams(row.carbs),
    fatG: grams(row.fat),
    fibreG: null,
    sugarG: null,
    sodiumMg: null,
    ...row,
    identification: { status: 'identified', provider: 'openai', reason: null },
    items: [
      {
        foodId: null,
        name: row.foodName,
        grams: 100,
        portion: null,
        calories: row.calories,
        protein: grams(row.protein),
        carbs: grams(row.carbs),
        fat: grams(row.fat),
        fibre: null,
        sugar: null,
        sodium: null,
        source: 'estimate',
        confidence: row.confidence,
      },
    ],
  };
}
