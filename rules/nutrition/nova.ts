/**
 * NOVA food-processing groups (Monteiro et al.), decided from what we know of
 * a food: its ingredient list when there is one, otherwise its name and
 * category. Ultra-processing markers are the additives and industrial
 * ingredients NOVA lists for group 4.
 */
export type NovaGroup = 1 | 2 | 3 | 4;

/** Each group's name: the API's `processingLevel` and the app's processing pill. */
export const NOVA_LABELS: Record<NovaGroup, string> = {
  1: 'Unprocessed or minimally processed',
  2: 'Processed culinary ingredient',
  3: 'Processed food',
  4: 'Ultra-processed',
};

const ULTRA_MARKERS: RegExp[] = [
  /\bflavou?r(ing|s)?\b/,
  /\bcolou?r(s|ing)?\b/,
  /\bflavou?r enhancer/,
  /\bmonosodium glutamate|\bmsg\b/,
  /\b(sweetener|aspartame|sucralose|acesulfame|saccharin|stevia extract)/,
  /\bemulsifier|\blecithin|\bmono- ?and diglycerides|\bpolysorbate/,
  /\bhumectant|\bglycerol\b|\bsorbitol/,
  /\bmaltodextrin|\bdextrose\b|\binvert sugar|\bhigh[- ]fructose corn syrup|\bglucose[- ]fructose syrup|\bcorn syrup/,
  /\bhydrogenated|\binteresterified/,
  /\bwhey\b|\bcasein|\bprotein isolate|\bsoy protein isolate|\bhydroly[sz]ed protein/,
  /\bmodified (corn |food )?starch/,
  /\bcarrageenan|\bxanthan|\bguar gum|\bcarboxymethyl/,
  /\be\d{3}[a-z]?\b/, // E-numbers
];

const NAME_RULES: [NovaGroup, RegExp][] = [
  [
    4,
    /\b(soda|cola|soft drink|energy drink|candy|candies|chocolate bar|gummy|gummies|marshmallow|chips|crisps|cookie|cookies|biscuit|cracker|doughnut|donut|cupcake|snack cake|nuggets?|hot ?dog|frankfurter|sausage roll|instant noodles?|ramen, instant|breakfast cereal|cereal bar|granola bar|protein bar|ice cream|frozen dessert|margarine|pop-?tart|fruit loops|frosted|sweetened|mcdonald|burger king|pizza hut|fast food|milkshake|sports drink)\b/,
  ],
  [2, /\b(oil|butter|lard|ghee|sugar|honey|maple syrup|syrup|salt|vinegar|flour|starch|cornstarch|molasses)\b/],
  [
    3,
    /\b(cheese|bread|bacon|ham|salami|smoked|cured|canned|in syrup|pickled|salted|jerky|tofu|beer|wine|jam|preserves|sauerkraut|kimchi|tortilla|bagel|pasta|noodles|croissant|sauce|ketchup|mayonnaise|dressing|pizza|burger|sandwich|pie|cake|pastry|muffin|pancake|waffle)\b/,
  ],
  [
    1,
    /\b(raw|fresh|boiled|steamed|baked|roasted|grilled|frozen|dried|plain|unsweetened|milk|yogurt|egg|eggs|rice|oats|beans|lentils|water|coffee|tea)\b/,
  ],
];

/** The ultra-processing markers found in an ingredient list ('modified corn starch', 'E471'). */
export function novaMarkers(ingredients: string | null | undefined): string[] {
  const text = (ingredients ?? '').toLowerCase();
  if (!text) return [];
  const found = new Set<string>();
  for (const part of text
    .split(/[,;()]+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (ULTRA_MARKERS.some((marker) => marker.test(part))) found.add(part);
  }
  return [...found];
}

export function novaGroup({ name, ingredients }: { name: string; ingredients?: string | null }): NovaGroup {
  const text = (ingredients ?? '').toLowerCase();
  if (text && ULTRA_MARKERS.some((marker) => marker.test(text))) return 4;
  const lowerName = name.toLowerCase();
  for (const [group, rule] of NAME_RULES) if (rule.test(lowerName)) return group;
  // A short ingredient list of whole foods is at most "processed"; with none we assume whole food.
  if (text) return text.split(',').length > 1 ? 3 : 1;
  return 1;
}
