/**
 * Allergen detection from a food's name and ingredient text: the nine US
 * major allergens plus the rest of the EU's fourteen. Each rule lists words
 * that signal the allergen and look-alikes that don't (coconut milk is not
 * milk, buckwheat is not wheat, nutmeg is not a nut).
 */
export const ALLERGENS = [
  'Milk',
  'Egg',
  'Fish',
  'Crustaceans',
  'Molluscs',
  'Tree nuts',
  'Peanuts',
  'Gluten',
  'Soy',
  'Sesame',
  'Celery',
  'Mustard',
  'Lupin',
  'Sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

const RULES: Record<Allergen, { match: RegExp; unless?: RegExp }> = {
  Milk: {
    match:
      /\b(milk|cheese|butter|cream|yog(h)?urt|whey|casein(ate)?|lactose|ghee|paneer|ricotta|mozzarella|parmesan|cheddar|feta|brie|custard|ice cream|kefir|buttermilk|milkshake|latte|cappuccino)\b/,
    unless:
      /\b(coconut|almond|soy|soya|oat|rice|cashew|peanut|nut|cocoa) (milk|butter|cream|yog(h)?urt)\b|\bbutternut\b|\bcream of tartar\b|\bbutter bean|\bshea butter\b|\bapple butter\b/,
  },
  Egg: { match: /\b(egg|eggs|albumin|mayonnaise|meringue|omelet(te)?|frittata|quiche)\b/, unless: /\beggplant\b/ },
  Fish: {
    match:
      /\b(fish|salmon|tuna|cod|haddock|pollock|tilapia|trout|sardines?|anchov(y|ies)|mackerel|herring|halibut|catfish|bass|snapper|swordfish|sushi|sashimi|fish sauce)\b/,
  },
  Crustaceans: { match: /\b(shrimp|prawns?|crab|lobster|crayfish|crawfish|langoustine|krill)\b/ },
  Molluscs: { match: /\b(mussels?|clams?|oysters?|scallops?|squid|calamari|octopus|snails?|escargot|abalone)\b/ },
  'Tree nuts': {
    match:
      /\b(almonds?|walnuts?|cashews?|pecans?|pistachios?|hazelnuts?|macadamias?|brazil nuts?|pine nuts?|praline|marzipan|nutella|mixed nuts|tree nuts?)\b/,
  },
  Peanuts: { match: /\b(peanuts?|groundnuts?|peanut butter|satay)\b/ },
  Gluten: {
    match:
      /\b(wheat|barley|rye|spelt|kamut|triticale|semolina|durum|farro|bulgur|couscous|seitan|malt|flour|bread|breadcrumbs?|pasta|spaghetti|macaroni|noodles|bagel|croissant|pizza|pastry|cake|cookie|biscuit|cracker|muffin|pancake|waffle|tortilla|pretzel|doughnut|donut|beer|cereal)\b/,
    unless: /\b(buckwheat|rice (flour|noodles)|corn tortilla|gluten[- ]free|almond flour|coconut flour)\b/,
  },
  Soy: { match: /\b(soy|soya|soybeans?|tofu|tempeh|edamame|miso|soy sauce|tamari)\b/ },
  Sesame: { match: /\b(sesame|tahini|hummus|halva|halwa)\b/ },
  Celery: { match: /\b(celery|celeriac)\b/ },
  Mustard: { match: /\b(mustard)\b/ },
  Lupin: { match: /\b(lupin|lupine)\b/ },
  Sulphites: { match: /\b(sulphites?|sulfites?|sulphur dioxide|sulfur dioxide|metabisulphite|metabisulfite|wine)\b/ },
};

/** The allergens a food's name and ingredients suggest, in the list's order. */
export function detectAllergens(...texts: (string | null | undefined)[]): Allergen[] {
  const text = texts.filter(Boolean).join(' ').toLowerCase();
  if (!text) return [];
  return ALLERGENS.filter((allergen) => {
    const rule = RULES[allergen];
    if (!rule.match.test(text)) return false;
    if (!rule.unless) return true;
    // The allergen counts if a signal word remains once look-alikes are removed.
    return rule.match.test(text.replace(new RegExp(rule.unless.source, 'g'), ' '));
  });
}
