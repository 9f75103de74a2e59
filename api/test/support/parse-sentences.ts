import fs from 'node:fs';
import type { FoodParseService } from '../../src/features/foods/parsing/food-parse.service';

/** A sentence as people type it, with the foods it names and their grams, worked out by hand. */
export interface LabelledSentence {
  text: string;
  /** A food id, or the ids a person would accept ('oats' is rolled oats or oatmeal). */
  items: { foodId: string | string[]; grams: number }[];
}

export const LABELLED_SENTENCES: LabelledSentence[] = (
  JSON.parse(fs.readFileSync(new URL('../fixtures/parse-sentences.json', import.meta.url), 'utf8')) as {
    sentences: LabelledSentence[];
  }
).sentences;

/** Grams within this share of the labelled figure count as right (portions are rounded figures). */
export const GRAMS_TOLERANCE = 0.1;

export interface Accuracy {
  /** Foods named right with their grams within the tolerance, of all labelled foods. */
  right: number;
  foods: number;
  /** Nonsense sentences that found a food, of all nonsense sentences. */
  nonsenseFound: number;
  nonsense: number;
  misses: string[];
}

/** Parses every labelled sentence and scores the foods and grams it finds. */
export async function scoreParser(parser: FoodParseService, sentences = LABELLED_SENTENCES): Promise<Accuracy> {
  const score: Accuracy = { right: 0, foods: 0, nonsenseFound: 0, nonsense: 0, misses: [] };
  for (const sentence of sentences) {
    const { items } = await parser.parse(sentence.text);
    if (sentence.items.length === 0) {
      score.nonsense += 1;
      if (items.length > 0) {
        score.nonsenseFound += 1;
        score.misses.push(
          `${JSON.stringify(sentence.text)} is nonsense; found ${items.map((i) => i.foodId).join(', ')}`,
        );
      }
      continue;
    }
    const left = [...items];
    for (const expected of sentence.items) {
      score.foods += 1;
      const ids = Array.isArray(expected.foodId) ? expected.foodId : [expected.foodId];
      const at = left.findIndex(
        (i) => ids.includes(i.foodId) && Math.abs(i.grams - expected.grams) <= GRAMS_TOLERANCE * expected.grams,
      );
      if (at >= 0) {
        score.right += 1;
        left.splice(at, 1);
      } else {
        const got = items.map((i) => `${i.foodId} ${i.grams} g`).join(', ');
        score.misses.push(`${JSON.stringify(sentence.text)}: ${ids.join(' or ')} ${expected.grams} g; got ${got}`);
      }
    }
  }
  return score;
}
