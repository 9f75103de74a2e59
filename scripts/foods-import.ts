/**
 * Imports USDA food data into Morsel's food database.
 *
 *   npm run foods:import -- <file-or-folder> [more files...]
 *
 * Accepts FNDDS 'At A Glance' CSVs (nutrient values, then portions and
 * weights), the SR Legacy ABBREV CSV, and FoodData Central CSV folders
 * (Foundation, SR Legacy, Branded or the full download). Honours
 * DATA_DIR / DATABASE_URL like the server. Safe to run again: rows are
 * updated, not duplicated. Each file is one transaction.
 */
import fs from 'node:fs';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/data-source';
import { FoodService } from '../api/src/features/foods/food.service';
import { importFoods } from '../api/src/features/foods/import/import-foods';

const targets = process.argv.slice(2).filter((arg) => arg !== '--');
if (targets.length === 0) {
  process.stderr.write('Usage: npm run foods:import -- <file-or-folder> [more...]\n');
  process.exit(2);
}

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const dataSource = await openDatabase(config.database);
const foods = new FoodService(dataSource);
await foods.loadBuiltin();
let failed = false;
try {
  for (const target of targets) {
    const bar = new SingleBar(
      { format: `{phase} |{bar}| {percentage}% · {value}/{total} MB · ${target}`, hideCursor: true },
      Presets.shades_classic,
    );
    bar.start(1, 0, { phase: 'importing' });
    const started = Date.now();
    try {
      const report = await importFoods(foods, target, (p) => {
        bar.setTotal(Math.max(1, Math.round(p.totalBytes / 1e5) / 10));
        bar.update(Math.round(p.bytes / 1e5) / 10, { phase: p.phase.padEnd(9) });
      });
      bar.stop();
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(
        `${report.format}: ${report.rows} rows · ${report.imported} imported · ${report.skipped.length} skipped · ` +
          `${Math.round(report.rows / seconds)} rows/s\n`,
      );
      for (const bad of report.skipped.slice(0, 20)) process.stdout.write(`  line ${bad.line}: ${bad.reason}\n`);
      if (report.skipped.length > 20) process.stdout.write(`  … and ${report.skipped.length - 20} more\n`);
    } catch (error) {
      bar.stop();
      failed = true;
      process.stderr.write(`${target}: ${(error as Error).message}\nNothing from this file was imported.\n`);
    }
  }
  process.stdout.write(`The food database now holds ${await foods.count()} foods.\n`);
} finally {
  await dataSource.destroy();
}
process.exit(failed ? 1 : 0);
