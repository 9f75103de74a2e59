/**
 * Saved meals from photos, through the real API (part of `npm run bench`; BENCH_RECOGNITION=0 skips
 * it). A fresh SQLite API with the installed model and no vision model. The labelled photos' `mix`
 * folder holds 7 plates of several foods (mix001 … mix007, the plate being the file name before its
 * S (side) or T (top) view). For each plate the user scans one photo, corrects it to two foods and
 * saves it as a meal (POST /api/users/{id}/saved-meals with the scan's id), then scans every other
 * photo of the seven plates, and photos of every single-food folder:
 * - a plate's other photos: named as the right meal, or the right meal as the first suggestion;
 * - other photos (single foods): wrongly named as one of the meals.
 * It runs twice, the user saving each plate's first side view, then its first top view, so the
 * figures do not rest on one chosen photo. Then the user goes on using it: of the plates' other
 * photos, every second one is scanned and, when its meal is the first suggestion, tapped (the scan
 * corrected to the meal's foods, which teaches the meal the photo); the rest and the other foods'
 * photos are scanned again. Each answer's similarity to the nearest meal photo (the
 * scan's confidence when named, the meal suggestion's otherwise; below 0.7 nothing is proposed) is
 * also counted against other thresholds, to show how the one in the product was chosen.
 * The photos are research data: read in place (api/test/support/shared-data.ts), never copied into the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MEAL_NAMED_SIMILARITY } from '../api/src/features/shortcuts/meal-photos';
import { phonePhoto } from '../api/test/support/food-photos';
import { FOOD_PHOTOS } from '../api/test/support/shared-data';
import { photoForm } from '../api/test/support/upload-form';
import { startBenchServer } from './bench-server';

const photosDir = path.resolve(process.env.MORSEL_PHOTOS_DIR ?? FOOD_PHOTOS);
const pct = (n: number, d: number) => `${d === 0 ? '–' : ((100 * n) / d).toFixed(1)}%`;
/** Photos scanned per single-food folder, spread over the folder. */
const OTHER_SCANS_PER_FOOD = Number(process.env.BENCH_MEAL_OTHER_SCANS_PER_FOOD ?? 10);
/** The thresholds the similarities are also counted against (the product's is among them). */
const THRESHOLDS = [0.75, 0.8, 0.85, 0.88, 0.9, 0.92];
/** The foods the plates are saved with: each plate two of them, a different pair each. */
const MEAL_FOODS = ['apple', 'banana', 'bread', 'egg', 'orange', 'tomato', 'kiwi', 'lemon'];

interface ScanAnswer {
  id: string;
  foodName: string;
  confidence: number | null;
  identification: { provider: string | null };
  suggestions: { savedMealId?: string; confidence: number }[];
}

/** What a scan answered about the user's meals: which was named or first suggested, and how alike. */
interface MealAnswer {
  named: string | null;
  firstSuggested: string | null;
  /** Percent similarity to the nearest meal photo, when any meal was proposed (≥ 70). */
  similarity: number | null;
}

const plateOf = (file: string) => /^(mix\d+)[ST]/i.exec(path.basename(file))?.[1] ?? null;

export async function runMealPhotoBench() {
  const mixDir = path.join(photosDir, 'mix');
  if (!fs.existsSync(mixDir))
    return console.log(`\nSaved meals from photos: skipped (no labelled photos at ${mixDir})`);
  const bench = await startBenchServer('meal-photos');
  const { baseUrl, services, signIn } = bench;
  try {
    if (!(await services.imageModel.get())) {
      console.log('\nSaved meals from photos: skipped (the image model is not installed: npm run models:install)');
      return;
    }
    const photosIn = (folder: string) =>
      fs
        .readdirSync(path.join(photosDir, folder))
        .filter((f) => /\.jpe?g$/i.test(f))
        .sort()
        .map((f) => path.join(photosDir, folder, f));
    const mixPhotos = photosIn('mix');
    const plates = [...new Set(mixPhotos.map(plateOf).filter((p): p is string => p !== null))].sort();
    const singleFolders = fs
      .readdirSync(photosDir)
      .filter((name) => name !== 'mix' && fs.statSync(path.join(photosDir, name)).isDirectory())
      .sort();
    const spread = (files: string[], n: number) =>
      Array.from({ length: Math.min(n, files.length) }, (_, i) => files[Math.floor(((i + 0.5) * files.length) / n)]!);
    const otherPhotos = singleFolders.flatMap((folder) => spread(photosIn(folder), OTHER_SCANS_PER_FOOD));

    const anyone = await signIn('meal-catalogue@example.com');
    const foodIds: string[] = [];
    for (const name of MEAL_FOODS) {
      const res = await fetch(`${baseUrl}/api/foods/search?q=${encodeURIComponent(name)}&limit=1`, {
        headers: anyone.headers,
      });
      const found = ((await res.json()) as { foods: { id: string }[] }).foods[0];
      if (!found) throw new Error(`no food in the database for '${name}'`);
      foodIds.push(found.id);
    }

    const call = async (user: Awaited<ReturnType<typeof signIn>>, method: string, url: string, body: unknown) => {
      const res = await fetch(`${baseUrl}${url}`, {
        method,
        body: JSON.stringify(body),
        headers: { ...user.headers, 'content-type': 'application/json' },
      });
      if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<{ id: string }>;
    };
    const scan = async (user: Awaited<ReturnType<typeof signIn>>, file: string) => {
      const res = await fetch(`${baseUrl}/api/scans`, {
        method: 'POST',
        body: photoForm({ userId: user.id }, await phonePhoto(file)),
        headers: user.headers,
      });
      if (res.status !== 201) throw new Error(`POST /api/scans answered ${res.status}: ${await res.text()}`);
      const answer = (await res.json()) as ScanAnswer;
      const named = answer.identification.provider === 'saved_meal' ? answer.foodName : null;
      const first = answer.suggestions[0]?.savedMealId ? answer.suggestions[0] : null;
      return {
        named,
        firstSuggested: first?.savedMealId ?? null,
        similarity: named ? answer.confidence : (first?.confidence ?? null),
      } satisfies MealAnswer;
    };

    console.log(
      `\nSaved meals from photos: ${plates.length} plates (${mixPhotos.length} photos) each saved as a meal from one photo, then the plates' other photos and ${otherPhotos.length} photos of ${singleFolders.length} single foods scanned; named at similarity ≥ ${MEAL_NAMED_SIMILARITY}, suggested first from 0.7`,
    );
    for (const view of ['S', 'T'] as const) {
      const user = await signIn(`meal-photos-${view}@example.com`);
      const mealOf = new Map<string, { id: string; name: string; items: { foodId: string }[] }>();
      const saved = new Set<string>();
      for (const [i, plate] of plates.entries()) {
        const file = mixPhotos.find((f) => plateOf(f) === plate && path.basename(f).charAt(6) === view)!;
        saved.add(file);
        const res = await fetch(`${baseUrl}/api/scans`, {
          method: 'POST',
          body: photoForm({ userId: user.id }, await phonePhoto(file)),
          headers: user.headers,
        });
        const { id } = (await res.json()) as { id: string };
        const items = [foodIds[i % foodIds.length]!, foodIds[(i + 1) % foodIds.length]!].map((foodId) => ({ foodId }));
        await call(user, 'PATCH', `/api/scans/${id}`, { items });
        const name = `Plate ${plate}`;
        const meal = await call(user, 'POST', `/api/users/${user.id}/saved-meals`, { name, scanId: id });
        mealOf.set(plate, { id: meal.id, name, items });
      }
      const ownPhotos = mixPhotos.filter((f) => !saved.has(f));
      const own: { answer: MealAnswer; meal: { id: string; name: string } }[] = [];
      for (const file of ownPhotos) own.push({ answer: await scan(user, file), meal: mealOf.get(plateOf(file)!)! });
      const others: MealAnswer[] = [];
      for (const file of otherPhotos) others.push(await scan(user, file));

      const namedRight = own.filter(({ answer, meal }) => answer.named === meal.name).length;
      const namedWrong = own.filter(({ answer, meal }) => answer.named !== null && answer.named !== meal.name).length;
      const suggestedRight = own.filter(({ answer, meal }) => answer.firstSuggested === meal.id).length;
      const otherNamed = others.filter((answer) => answer.named !== null).length;
      const otherSuggested = others.filter((answer) => answer.firstSuggested !== null).length;
      console.log(
        `  saved from each plate's first ${view === 'S' ? 'side' : 'top'} view: the plates' other ${own.length} photos named as the right meal ${pct(namedRight, own.length)} (${namedRight}), the right meal first suggestion ${pct(suggestedRight, own.length)} (${suggestedRight}), either ${pct(namedRight + suggestedRight, own.length)}; named as another plate's meal ${namedWrong}`,
      );
      console.log(
        `    other foods' photos wrongly named as a meal ${pct(otherNamed, others.length)} (${otherNamed}/${others.length}); a meal first suggestion ${pct(otherSuggested, others.length)} (${otherSuggested})`,
      );
      // The same answers against other naming thresholds (similarity to the nearest meal photo).
      const atThreshold = THRESHOLDS.map((threshold) => {
        const at = (answer: MealAnswer) => answer.similarity !== null && answer.similarity >= threshold * 100;
        // A right answer needs the nearest meal to be the plate's own (named, or suggested first).
        const right = own.filter(
          ({ answer, meal }) => at(answer) && (answer.named === meal.name || answer.firstSuggested === meal.id),
        ).length;
        const wrong = others.filter(at).length;
        return `≥ ${threshold}: own ${pct(right, own.length)} · other foods ${pct(wrong, others.length)}`;
      });
      console.log(`    named at other thresholds: ${atThreshold.join(' | ')}`);

      // Using it: every second photo of the plates is scanned, and the meal tapped when suggested first.
      let taps = 0;
      for (const file of ownPhotos.filter((_, i) => i % 2 === 0)) {
        const meal = mealOf.get(plateOf(file)!)!;
        const res = await fetch(`${baseUrl}/api/scans`, {
          method: 'POST',
          body: photoForm({ userId: user.id }, await phonePhoto(file)),
          headers: user.headers,
        });
        const answer = (await res.json()) as ScanAnswer;
        if (answer.suggestions[0]?.savedMealId !== meal.id) continue;
        await call(user, 'PATCH', `/api/scans/${answer.id}`, { items: meal.items });
        taps += 1;
      }
      const held = ownPhotos.filter((_, i) => i % 2 === 1);
      const before = own.filter((_, i) => i % 2 === 1).filter(({ answer, meal }) => answer.named === meal.name).length;
      let heldNamed = 0;
      let heldSuggested = 0;
      for (const file of held) {
        const meal = mealOf.get(plateOf(file)!)!;
        const answer = await scan(user, file);
        if (answer.named === meal.name) heldNamed += 1;
        else if (answer.firstSuggested === meal.id) heldSuggested += 1;
      }
      let othersNamedAfter = 0;
      for (const file of otherPhotos) if ((await scan(user, file)).named !== null) othersNamedAfter += 1;
      console.log(
        `    after ${taps} taps on the meal suggested for every second photo: the other ${held.length} photos named as the right meal ${pct(heldNamed, held.length)} (${heldNamed}; before ${before}), first suggestion ${pct(heldSuggested, held.length)}; other foods named as a meal ${pct(othersNamedAfter, others.length)} (${othersNamedAfter})`,
      );
    }
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runMealPhotoBench();
