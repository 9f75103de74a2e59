import type { RecognizedItem } from '../recognition/chain/recognizer-chain';
import type { FoodEntity } from '../foods/food.entity';
import { tokenize } from '@rules/foods/food-ranking';
import type { FoodService } from '../foods/food.service';

/** A food database hit counts as a match only if it shares most of the item's words. */
export function isGoodMatch(itemName: string, food: Pick<FoodEntity, 'name' | 'aliases'>): boolean {
  const wanted = tokenize(itemName);
  const have = new Set([...tokenize(food.name), ...tokenize(food.aliases ?? '')]);
  const found = wanted.filter(
    (word) => have.has(word) || have.has(`${word}s`) || have.has(word.replace(/e?s$/, '')),
  ).length;
  return wanted.length > 0 && found / wanted.length >= 0.5;
}

/**
 * The food database row for one recognised item, or null when no hit is the same food. A search
 * hit carries its name and aliases, so only the chosen row is read in full.
 */
async function matchItem(item: RecognizedItem, foods: FoodService): Promise<FoodEntity | null> {
  if (item.foodId) return foods.findById(item.foodId);
  // Search needs every word, so a name with a word the database lacks ('market bananas', a
  // user's own label) is retried word by word, longest first.
  const words = tokenize(item.name).filter((word) => word.length >= 3);
  const queries = words.length > 1 ? [item.name, ...words.sort((a, b) => b.length - a.length)] : [item.name];
  for (const query of queries) {
    const hit = (await foods.search(query, 5)).find((candidate) => isGoodMatch(item.name, candidate));
    if (hit) return foods.findById(hit.id);
  }
  return null;
}

/** Each recognised item with its food-database match (null when nothing is the same food). */
export const matchToDatabase = (items: RecognizedItem[], foods: FoodService) =>
  Promise.all(items.map(async (item) => ({ item, food: await matchItem(item, foods) })));
