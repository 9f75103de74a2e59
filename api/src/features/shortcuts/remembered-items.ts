import { itemGramsWithinBounds } from '@rules/scans/item-choice';
import { InvalidInputError } from '../../errors';
import type { ScanItemChoice } from '../../generated/types.gen';
import type { FoodService } from '../foods/food.service';
import { resolveChoices, resolveChoicesWith } from '../scans/scan-corrections';
import type { ResolvedItem } from '../scans/scan-pipeline';

/**
 * A food kept for later (in a saved meal, or starred): the user's choice, and the name and grams it
 * resolved to then. Its numbers are always computed afresh from the food database; the name and
 * grams only stand in if the database no longer has the food (an import replaced it), so a kept
 * meal never breaks.
 */
export interface RememberedItem {
  choice: ScanItemChoice;
  name: string;
  grams: number;
}

/** Resolves the user's choices (400 naming the field when one is not a food or portion) and keeps what they were. */
export async function rememberChoices(
  foods: FoodService,
  choices: ScanItemChoice[],
  pathOf: (item: number) => string,
): Promise<RememberedItem[]> {
  const items = await resolveChoices(foods, choices, pathOf);
  return items.map((item, i) => ({ choice: choices[i]!, name: item.name, grams: item.grams }));
}

/** The kept foods as items with today's numbers; a food the database lost is kept by its name and grams. */
export async function recallItems(foods: FoodService, remembered: RememberedItem[]): Promise<ResolvedItem[]> {
  const [items] = await recallItemLists(foods, [remembered]);
  return items!;
}

/**
 * Several lists of kept foods (one per saved meal or favourite) recalled together: every food and
 * its portions are looked up in one go, not one by one.
 */
export async function recallItemLists(foods: FoodService, lists: RememberedItem[][]): Promise<ResolvedItem[][]> {
  const ids = lists.flatMap((list) => list.flatMap(({ choice }) => ('foodId' in choice ? [choice.foodId] : [])));
  const lookup = await foods.lookup(ids);
  return lists.map((list) =>
    list.map((item) => {
      try {
        return resolveChoicesWith(lookup, [item.choice])[0]!;
      } catch (error) {
        // Only a food or portion the database no longer has falls back; any other failure is real.
        if (!(error instanceof InvalidInputError)) throw error;
        return resolveChoicesWith(lookup, [{ name: item.name, grams: item.grams }])[0]!;
      }
    }),
  );
}

/** The choices to log the kept foods again: the database's food where it still has it, else by name and grams. */
export function choicesOf(remembered: RememberedItem[], items: ResolvedItem[]): ScanItemChoice[] {
  return remembered.map((item, i) =>
    items[i]?.food ? item.choice : { name: item.name, grams: itemGramsWithinBounds(item.grams) },
  );
}
