import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FoodEntity, FoodPortionEntity } from '../../../src/features/foods/food.entity';
import { importFoods } from '../../../src/features/foods/import/import-foods';
import { startTestServer, testDatabases, type TestServer } from '../../support/harness';
import { hasSharedData, USDA_DIR } from '../../support/shared-data';

/** The real USDA files, read in place (never copied into the repository). */
const USDA = USDA_DIR;
const FNDDS = path.join(USDA, 'fndds-2021-2023-nutrient-values.csv');
const PORTIONS = path.join(USDA, 'fndds-2021-2023-portions-and-weights.csv');
const SR = path.join(USDA, 'sr26-abbrev.csv');

const databases = await testDatabases();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-import-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!hasSharedData('USDA importers', 'usda')).each(databases)('USDA importers on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  const food = (id: string) => t.dataSource.getRepository(FoodEntity).findOneByOrFail({ id });
  const portions = (foodId: string) =>
    t.dataSource.getRepository(FoodPortionEntity).find({ where: { foodId }, order: { seq: 'ASC' } });

  it('imports every FNDDS food, with values as in the source rows', async () => {
    const report = await importFoods(t.services.foods, FNDDS);
    expect(report).toMatchObject({ format: 'fndds-nutrients', rows: 5431, imported: 5431, skipped: [] });
    // Source: 64104010,"Apple juice, 100%",7004,Apple juice,48,0.09,11.34,10.13,0.2,0.25,0.022,…
    expect(await food('fndds-64104010')).toMatchObject({
      name: 'Apple juice, 100%',
      category: 'Apple juice',
      dataType: 'Survey (FNDDS)',
      energyKcal: 48,
      proteinG: 0.09,
      carbohydrateG: 11.34,
      sugarsG: 10.13,
      fibreG: 0.2,
      fatG: 0.25,
      saturatedFatG: 0.022,
    });
  });

  it('imports FNDDS portions onto their foods, accounting for every row', async () => {
    const report = await importFoods(t.services.foods, PORTIONS);
    expect(report.format).toBe('fndds-portions');
    expect(report.rows).toBe(22046);
    expect(report.imported + report.skipped.length).toBe(22046);
    expect(report.skipped.length).toBeLessThan(50);
    for (const bad of report.skipped) expect(bad.line).toBeGreaterThan(3);
    expect(report.skipped.some((bad) => /has no gram weight/.test(bad.reason))).toBe(true);
    const apple = await portions('fndds-64104010');
    expect(apple.length).toBeGreaterThan(1);
    expect(apple[0]!.grams).toBeGreaterThan(0);
  });

  it('imports SR26 ABBREV with its household portions (Windows-1252 file)', async () => {
    const report = await importFoods(t.services.foods, SR);
    expect(report).toMatchObject({ format: 'sr-abbrev', rows: 8463, imported: 8463, skipped: [] });
    // Source: 01001,"BUTTER,WITH SALT",15.87,717,0.85,81.11,…,643 (sodium),…,51.368 (sat),…,5,"1 pat, …",14.2,1 tbsp,0
    expect(await food('sr-01001')).toMatchObject({
      name: 'Butter, with salt',
      category: 'Dairy and Egg Products',
      energyKcal: 717,
      proteinG: 0.85,
      fatG: 81.11,
      sodiumMg: 643,
      saturatedFatG: 51.368,
      nutriKind: 'general',
    });
    expect((await portions('sr-01001')).map((p) => [p.description, p.grams])).toEqual([
      ['1 pat,  (1" sq, 1/3" high)', 5],
      ['1 tbsp', 14.2],
    ]);
  });

  it('re-importing updates instead of duplicating', async () => {
    const before = await t.services.foods.count();
    const report = await importFoods(t.services.foods, FNDDS);
    expect(report.imported).toBe(5431);
    expect(await t.services.foods.count()).toBe(before);
  });

  it('reports bad rows by line number and imports the rest', async () => {
    const file = path.join(tmp, `fndds-bad-${kind}.csv`);
    const lines = fs.readFileSync(FNDDS, 'utf8').split('\n');
    // The title and the header both span several lines (quoted line breaks); foods start at the first 8-digit code.
    const first = lines.findIndex((line) => /^\d{8},/.test(line));
    lines[first] = lines[first]!.replace(/^(\d+,(?:"[^"]*"|[^,]*),\d+,(?:"[^"]*"|[^,]*)),[\d.]+/, '$1,lots');
    lines[first + 2] = lines[first + 2]!.replace(/^\d+/, '');
    fs.writeFileSync(file, lines.slice(0, first + 16).join('\n'));
    const report = await importFoods(t.services.foods, file);
    expect(report.rows).toBe(16);
    expect(report.skipped).toEqual([
      { line: first + 1, reason: expect.stringMatching(/Energy \(kcal\) is not a number: "lots"/) },
      { line: first + 3, reason: 'Food code is empty' },
    ]);
    expect(report.imported).toBe(14);
  });

  it('a file that breaks part-way imports nothing and leaves the previous data intact', async () => {
    const before = await food('fndds-64104010');
    const count = await t.services.foods.count();
    const text = fs
      .readFileSync(FNDDS, 'utf8')
      .replace('"Apple juice, 100%",7004,Apple juice,48', '"Apple juice, 100%",7004,Apple juice,999');
    const broken = `${text.slice(0, Math.floor(text.length / 2))}\n"unterminated quote,1,2\n${text.slice(Math.floor(text.length / 2))}`;
    const file = path.join(tmp, `fndds-broken-${kind}.csv`);
    fs.writeFileSync(file, broken);
    await expect(importFoods(t.services.foods, file)).rejects.toThrow();
    expect(await t.services.foods.count()).toBe(count);
    expect((await food('fndds-64104010')).energyKcal).toBe(before.energyKcal);
  });

  it('imports a FoodData Central CSV folder: brands, barcodes, portions and nutrients', async () => {
    const dir = path.join(tmp, `fdc-${kind}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'food.csv'),
      [
        '"fdc_id","data_type","description","food_category_id","publication_date"',
        '"2700001","branded_food","CHOCOLATE HAZELNUT SPREAD","","2024-04-18"',
        '"2700002","foundation_food","Hummus, commercial","16","2019-04-01"',
        '"oops","foundation_food","Broken id","16","2019-04-01"',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'food_nutrient.csv'),
      [
        '"id","fdc_id","nutrient_id","amount","data_points","derivation_id","min","max","median","footnote","min_year_acquired"',
        ...[
          [2700001, 1008, 541],
          [2700001, 1003, 5.4],
          [2700001, 1005, 59.5],
          [2700001, 2000, 56.8],
          [2700001, 1004, 29.7],
          [2700001, 1258, 10.8],
          [2700001, 1093, 41],
          [2700002, 2047, 229],
          [2700002, 1003, 7.35],
          [2700002, 1004, 17.1],
          [2700002, 1005, 14.9],
          [2700002, 1087, 38], // calcium: not ours, ignored
        ].map(([fdc, nutrient, amount], i) => `"${i + 1}","${fdc}","${nutrient}","${amount}","","","","","","",""`),
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'branded_food.csv'),
      [
        '"fdc_id","brand_owner","brand_name","subbrand_name","gtin_upc","ingredients","not_a_significant_source_of","serving_size","serving_size_unit","household_serving_fulltext","branded_food_category","data_source"',
        '"2700001","Spreads Inc.","NUTTY","","009800800056","SUGAR, PALM OIL, HAZELNUTS, COCOA, SKIM MILK, SOY LECITHIN, VANILLIN","","37","g","2 Tbsp","Nut & Seed Butters","GDSN"',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'food_portion.csv'),
      [
        '"id","fdc_id","seq_num","amount","measure_unit_id","portion_description","modifier","gram_weight","data_points","footnote","min_year_acquired"',
        '"1","2700002","1","1","1000","tablespoon","","15","","",""',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'food_category.csv'),
      '"id","code","description"\n"16","1600","Legumes and Legume Products"\n',
    );

    const report = await importFoods(t.services.foods, dir);
    expect(report).toMatchObject({ format: 'fdc', rows: 3, imported: 2 });
    expect(report.skipped).toEqual([{ line: 4, reason: expect.stringMatching(/fdc_id is not a number/) }]);
    expect(await food('fdc-2700001')).toMatchObject({
      name: 'CHOCOLATE HAZELNUT SPREAD',
      brand: 'NUTTY',
      dataType: 'Brand',
      category: 'Nut & Seed Butters',
      energyKcal: 541,
      sugarsG: 56.8,
      sodiumMg: 41,
      allergens: ['Milk', 'Tree nuts', 'Soy'],
    });
    expect((await portions('fdc-2700001')).map((p) => [p.description, p.grams])).toEqual([['2 Tbsp', 37]]);
    expect((await t.services.foods.findByBarcode('009800800056'))?.id).toBe('fdc-2700001');
    expect(await food('fdc-2700002')).toMatchObject({
      dataType: 'Foundation',
      category: 'Legumes and Legume Products',
      energyKcal: 229, // Atwater general factor when 1008 is absent
    });
    expect((await portions('fdc-2700002')).map((p) => [p.description, p.grams])).toEqual([['1 tablespoon', 15]]);
    const nutrition = await t.services.foods.nutrition(await food('fdc-2700001'));
    expect(nutrition).toMatchObject({ processingLevel: 'Ultra-processed', servingSize: '2 Tbsp (37 g)' });
  });

  it('refuses a file it does not recognise, importing nothing', async () => {
    const file = path.join(tmp, `random-${kind}.csv`);
    fs.writeFileSync(file, 'a,b,c\n1,2,3\n');
    await expect(importFoods(t.services.foods, file)).rejects.toThrow(/unrecognised file/);
  });
});
