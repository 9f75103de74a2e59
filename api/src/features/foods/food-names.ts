import type { Language } from '../../generated/types.gen';
import { parseBuiltinFoods } from './builtin/builtin-foods';

/** A built-in food's name in each language Morsel speaks. */
type Names = Record<Language, string>;

/**
 * Foods' names in the reader's language. Built-in foods have Spanish and German names; every
 * other food (USDA, products) has its English name only, which it keeps in every language.
 */
export class FoodNames {
  private readonly byId: Map<string, Names>;

  constructor(foods = parseBuiltinFoods()) {
    this.byId = new Map(
      foods.flatMap((food) =>
        food.names ? [[food.id, { en: food.name, es: food.names.es.name, de: food.names.de.name }] as const] : [],
      ),
    );
  }

  /**
   * The name to show for a food in `language`. `name` is the name the answer carries (the food
   * database's, or the one an item was logged under): it is shown in the reader's language when
   * it is one of the food's own names in any language, and as it is otherwise (a name the user
   * gave it, or a food with no translations).
   */
  name(foodId: string | null, name: string, language: Language): string {
    const names = foodId === null ? undefined : this.byId.get(foodId);
    if (!names || !Object.values(names).includes(name)) return name;
    return names[language];
  }

  /** Items that name a food (`foodId` and `name`), each with its name in `language`. */
  items<T extends { foodId: string | null; name: string }>(items: T[], language: Language): T[] {
    return items.map((item) => ({ ...item, name: this.name(item.foodId, item.name, language) }));
  }
}
