import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportJson, exportRows } from '@rules/scans/export-rows';
import { EXPORT_SCHEMA_PATH, exportSchema } from '../../../../scripts/export-schema';

describe('docs/export-schema.json', () => {
  it("is the contract's ScanExport as it is now (run `npx tsx scripts/export-schema.ts` after changing it)", async () => {
    expect(fs.readFileSync(EXPORT_SCHEMA_PATH, 'utf8')).toBe(await exportSchema());
  });

  it('names every field an export has, and its version', () => {
    const schema = JSON.parse(fs.readFileSync(EXPORT_SCHEMA_PATH, 'utf8')) as {
      required: string[];
      properties: { schemaVersion: { const: number } };
      $defs: { ExportRow: { required: string[] } };
    };
    const empty = exportJson([], {}, 'UTC');
    expect(Object.keys(empty).sort()).toEqual([...schema.required].sort());
    expect(empty.schemaVersion).toBe(schema.properties.schemaVersion.const);
    const [row] = exportRows(
      [
        {
          id: 's1',
          createdAt: '2026-03-01T08:00:00.000Z',
          meal: 'breakfast',
          note: 'n',
          identification: { status: 'identified', provider: 'user', reason: null },
          items: [
            {
              foodId: null,
              name: 'Toast',
              grams: 30,
              portion: null,
              calories: 80,
              protein: 3,
              carbs: 15,
              fat: 1,
              fibre: 1,
              sugar: 1,
              sodium: 120,
              source: 'user',
              confidence: null,
            },
          ],
        } as never,
      ],
      'UTC',
    );
    expect(Object.keys(row!).sort()).toEqual([...schema.$defs.ExportRow.required].sort());
  });
});
