/**
 * Writes `docs/export-schema.json`: the JSON Schema (draft 2020-12) of Morsel's JSON export, taken
 * from the contract's `ScanExport` and every schema it names (OpenAPI 3.1 schemas are JSON Schema).
 * `npx tsx scripts/export-schema.ts` after changing the export; a test fails while the file differs.
 * `exportSchema()` is what the test compares with, formatted as Prettier writes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse as parseYaml } from 'yaml';

type Json = Record<string, unknown>;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EXPORT_SCHEMA_PATH = path.join(ROOT, 'docs/export-schema.json');

export async function exportSchema(): Promise<string> {
  const doc = parseYaml(fs.readFileSync(path.join(ROOT, 'openapi/openapi.yaml'), 'utf8')) as Json;
  const schemas = (doc.components as Json).schemas as Json;
  const defs: Json = {};
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value as Json).map(([key, child]) => {
        if (key === '$ref' && typeof child === 'string') {
          const name = child.replace('#/components/schemas/', '');
          if (!(name in defs)) {
            defs[name] = {};
            defs[name] = rewrite(schemas[name]);
          }
          return [key, `#/$defs/${name}`];
        }
        return [key, rewrite(child)];
      }),
    );
  };
  const root = rewrite(schemas.ScanExport) as Json;
  const sorted = Object.fromEntries(
    Object.keys(defs)
      .sort()
      .map((name) => [name, defs[name]]),
  );
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://morsel.app/schemas/export-v1.json',
    title: 'Morsel JSON export',
    ...root,
    $defs: sorted,
  };
  const options = (await resolveConfig(EXPORT_SCHEMA_PATH)) ?? {};
  return format(JSON.stringify(schema), { ...options, filepath: EXPORT_SCHEMA_PATH });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(EXPORT_SCHEMA_PATH, await exportSchema());
  console.log(`Wrote ${path.relative(ROOT, EXPORT_SCHEMA_PATH)}`);
}
