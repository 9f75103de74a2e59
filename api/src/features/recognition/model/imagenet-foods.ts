/**
 * The one table from the image model's ImageNet classes to foods. Each name is found in
 * the food database by the same matching as every recognised item (built-ins carry these aliases).
 * Classes that appear around food without being food (a plate, a cup) are neutral: they never make
 * a photo 'not food' on their own.
 */
export const IMAGENET_FOODS: Readonly<Record<number, string>> = {
  924: 'Guacamole',
  925: 'Consomme',
  926: 'Hot pot',
  927: 'Trifle',
  928: 'Ice cream',
  929: 'Popsicle',
  930: 'Baguette',
  931: 'Bagel',
  932: 'Pretzel',
  933: 'Cheeseburger',
  934: 'Hot dog',
  935: 'Mashed potatoes',
  936: 'Cabbage',
  937: 'Broccoli',
  938: 'Cauliflower',
  939: 'Zucchini',
  940: 'Spaghetti squash',
  941: 'Acorn squash',
  942: 'Butternut squash',
  943: 'Cucumber',
  944: 'Artichoke',
  945: 'Bell pepper',
  946: 'Cardoon',
  947: 'Mushrooms',
  948: 'Granny Smith apple',
  949: 'Strawberries',
  950: 'Orange',
  951: 'Lemon',
  952: 'Fig',
  953: 'Pineapple',
  954: 'Banana',
  955: 'Jackfruit',
  956: 'Custard apple',
  957: 'Pomegranate',
  959: 'Carbonara',
  960: 'Chocolate sauce',
  962: 'Meatloaf',
  963: 'Pizza',
  964: 'Pot pie',
  965: 'Burrito',
  966: 'Red wine',
  967: 'Espresso',
  969: 'Eggnog',
  987: 'Corn on the cob',
  998: 'Corn on the cob',
};

/** Tableware, kitchen and dining scenes: seen with food, never evidence that a photo is not food. */
export const NEUTRAL_CLASSES: ReadonlySet<number> = new Set([
  // plate, menu, cup, soup bowl, mixing bowl, strainer, frying pan, wok, Dutch oven, wooden spoon,
  // spatula, ladle, dining table, restaurant, bakery, grocery store, tray, coffee mug, beer glass,
  // goblet, water bottle, wine bottle, pop bottle, packet, carton, paper towel, crock pot, toaster,
  // mortar (the model's top class for a round dish seen from above), dough
  923, 922, 968, 809, 659, 828, 567, 909, 544, 910, 813, 618, 532, 762, 415, 582, 868, 504, 441, 572, 898, 907, 737,
  692, 478, 700, 521, 859, 666, 961,
]);

/**
 * Food classes whose name stands for a family of look-alike foods, so the class alone cannot name
 * the food: 'bagel' is any ring or round bread (doughnuts, buns), 'pomegranate' any red round fruit,
 * 'lemon' any yellow one, 'Granny Smith' any green one, 'espresso' any cup on the table, 'consomme'
 * any clear soup, 'eggnog' and 'red wine' any creamy or red drink; fig, jackfruit, custard apple,
 * acorn and spaghetti squash, cardoon, hot pot, trifle, meatloaf, pot pie and chocolate sauce
 * likewise. They are offered as suggestions, never named on their own.
 */
export const BROAD_CLASSES: ReadonlySet<number> = new Set([
  931, 957, 951, 948, 967, 925, 969, 966, 952, 955, 956, 941, 940, 946, 926, 927, 962, 964, 960,
]);
