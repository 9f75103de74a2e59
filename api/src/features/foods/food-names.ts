import { isPortionLabel, portionInLanguage } from '@rules/foods/portion-names';
import type { Language } from '../../generated/types.gen';
import { parseBuiltinFoods } from './builtin/builtin-foods';
import type { FoodPortionEntity } from './food.entity';

/** A built-in food's name in each language Morsel speaks. */
type Names = Record<Language, string>;

/**
 * Foods' names in the reader's language. Built-in foods have Spanish and German names; every
 * other food (USDA, products) has its English name only, which it keeps in every language. Their
 * household portions ('1 medium', '1 cup') are labelled in the reader's language too, whatever
 * the food, when every word of the label is known (else it stays English).
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

  /** A household portion with its label in `language` (its weight and count kept). */
  portion<P extends { label: string }>(portion: P, language: Language): P {
    return portionInLanguage(portion, language);
  }

  /**
   * Items that name a food (`foodId` and `name`), each with its name in `language`, and its
   * portion, when it has one, labelled in `language`.
   */
  items<T extends { foodId: string | null; name: string; portion?: { label: string } | null }>(
    items: T[],
    language: Language,
  ): T[] {
    return items.map((item) => ({
      ...item,
      name: this.name(item.foodId, item.name, language),
      ...(item.portion ? { portion: this.portion(item.portion, language) } : {}),
    }));
  }
}

/**
 * The food's portion a label names: by its own label, else by the label it is shown under in
 * Spanish or German (a client sends back the label it showed) when that names only one of the
 * food's portions.
 */
export function findPortion(portions: FoodPortionEntity[], label: string): FoodPortionEntity | undefined {
  const own = portions.find((p) => p.description === label);
  if (own) return own;
  const shown = portions.filter((p) => isPortionLabel(p.description, label));
  return shown.length === 1 ? shown[0] : undefined;
}
