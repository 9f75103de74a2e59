import { softmax, type LazyImageModel } from '../model/image-model';
import { IMAGENET_FOODS, NEUTRAL_CLASSES } from '../model/imagenet-foods';
import {
  ENABLE_RECOGNITION_HINT,
  RecognizerOffError,
  type ProviderCheck,
  type Recognition,
  type RecognitionInput,
  type Recognizer,
} from '../chain/recognizer-chain';

/** A food class must reach this probability to be named. */
export const MIN_FOOD_PROBABILITY = 0.2;
/** A non-food, non-tableware class this sure makes the photo 'not food'. */
export const NOT_FOOD_PROBABILITY = 0.6;

/** Below the naming threshold, food classes at least this likely are offered as suggestions. */
export const MIN_SUGGESTION_PROBABILITY = 0.03;
/** At most this many of the model's food classes are offered as suggestions. */
const MAX_MODEL_SUGGESTIONS = 3;

/** The model's food classes by probability, best first, each food once (two classes may name one food). */
export function foodClasses(probabilities: Float32Array): { name: string; probability: number }[] {
  const byName = new Map<string, number>();
  for (const [index, name] of Object.entries(IMAGENET_FOODS)) {
    const probability = probabilities[Number(index)]!;
    byName.set(name, Math.max(byName.get(name) ?? 0, probability));
  }
  return [...byName]
    .map(([name, probability]) => ({ name, probability }))
    .sort((a, b) => b.probability - a.probability);
}

/** The model's most likely food class. */
export const bestFoodClass = (probabilities: Float32Array) => foodClasses(probabilities)[0] ?? null;

/** The on-device image model (MobileNetV2): its ImageNet food classes, mapped to the food database. */
export class ModelRecognizer implements Recognizer {
  readonly name = 'model';
  readonly local = true;

  constructor(private readonly model: LazyImageModel) {}

  async check(): Promise<ProviderCheck> {
    await this.model.get();
    const { status, message } = this.model.state;
    return { ok: status === 'ready', optional: status === 'not-installed', message };
  }

  async recognize({ jpeg }: RecognitionInput): Promise<Recognition | null> {
    const output = await this.model.run(jpeg);
    // Not installed (or unloadable): a failure the scan's reason reports, with what to do.
    if (!output) {
      const { status, message } = this.model.state;
      if (status === 'not-installed') throw new RecognizerOffError(`not installed: ${ENABLE_RECOGNITION_HINT}`);
      throw new Error(message);
    }
    return readProbabilities(this.name, softmax(output.logits));
  }
}

/**
 * What the model's class probabilities say: a food named when its class reaches
 * MIN_FOOD_PROBABILITY (its next classes as alternatives); 'not food' when a non-food class is
 * sure; otherwise its likeliest foods as suggestions only, or nothing.
 */
export function readProbabilities(provider: string, probabilities: Float32Array): Recognition | null {
  let bestOther = -1;
  for (let i = 0; i < probabilities.length; i += 1) {
    if (!(i in IMAGENET_FOODS) && !NEUTRAL_CLASSES.has(i)) {
      if (bestOther < 0 || probabilities[i]! > probabilities[bestOther]!) bestOther = i;
    }
  }
  // Tentative: a configured vision model after it in the chain knows far more foods and portions.
  const base = { provider, ingredients: [], label: null, barcode: null, allergens: [] };
  const [named, ...others] = foodClasses(probabilities);
  const guesses = (list: { name: string; probability: number }[]) =>
    list
      .filter((guess) => guess.probability >= MIN_SUGGESTION_PROBABILITY)
      .slice(0, MAX_MODEL_SUGGESTIONS)
      .map((guess) => ({ name: guess.name, confidence: guess.probability }));
  if (named && named.probability >= MIN_FOOD_PROBABILITY) {
    return {
      ...base,
      kind: 'tentative',
      items: [
        { name: named.name, grams: null, preparation: null, confidence: named.probability, estimatePer100g: null },
      ],
      alternatives: guesses(others),
      ingredients: [{ name: named.name, percentage: 100 }],
    };
  }
  if (probabilities[bestOther]! >= NOT_FOOD_PROBABILITY) return { ...base, kind: 'tentative-not-food', items: [] };
  // Unsure: nothing is named, but its likeliest foods are offered; a later provider may know better.
  const alternatives = guesses(named ? [named, ...others] : []);
  return alternatives.length > 0 ? { ...base, kind: 'candidates', items: [], alternatives } : null;
}
