import { softmax, type LazyImageModel } from '../model/image-model';
import { BROAD_CLASSES, IMAGENET_FOODS, NEUTRAL_CLASSES } from '../model/imagenet-foods';
import {
  ENABLE_RECOGNITION_HINT,
  RecognizerOffError,
  type ProviderCheck,
  type Recognition,
  type RecognitionInput,
  type Recognizer,
} from '../chain/recognizer-chain';

/**
 * The naming rule with no references: the likeliest food class that is not broad (BROAD_CLASSES)
 * names the photo when its probability reaches this. Chosen on half of the labelled photos as the
 * lowest floor whose precision stays at or above 90% at the lower end of its confidence interval,
 * and checked on the other half (docs/recognition.md: 'Naming with no references').
 */
export const MIN_FOOD_PROBABILITY = 0.45;
/** A non-food, non-tableware class this sure makes the photo 'not food'. */
export const NOT_FOOD_PROBABILITY = 0.6;

/** Below the naming rule, food classes at least this likely are offered as suggestions. */
export const MIN_SUGGESTION_PROBABILITY = 0.03;
/** At most this many of the model's food classes are offered as suggestions. */
const MAX_MODEL_SUGGESTIONS = 3;

/**
 * Calibration: how often a name or a suggestion of the model is right at a class probability,
 * measured on the labelled photos (right + 1) / (shown + 2) per band, bands merged until the rate
 * never falls as the probability rises. The figure shown is the band's rate, not the raw
 * probability: among names shown at 90%, about 90% were right. `npm run bench` fits it again and
 * prints the reliability table beside these.
 */
export const NAMED_CALIBRATION: readonly { from: number; confidence: number }[] = [
  { from: MIN_FOOD_PROBABILITY, confidence: 0.9 },
  { from: 0.75, confidence: 0.99 },
];
export const SUGGESTION_CALIBRATION: readonly { from: number; confidence: number }[] = [
  { from: MIN_SUGGESTION_PROBABILITY, confidence: 0.07 },
  { from: 0.1, confidence: 0.12 },
  { from: 0.2, confidence: 0.15 },
];

/** A probability read through a calibration table: the rate of the last band it reaches. */
export function calibrated(table: readonly { from: number; confidence: number }[], probability: number): number {
  let confidence = 0;
  for (const band of table) if (probability >= band.from) confidence = band.confidence;
  return confidence;
}

export interface FoodClass {
  name: string;
  probability: number;
  /** The class stands for a family of look-alike foods: it may be suggested, never named alone. */
  broad: boolean;
}

/** The model's food classes by probability, best first, each food once (two classes may name one food). */
export function foodClasses(probabilities: Float32Array): FoodClass[] {
  const byName = new Map<string, FoodClass>();
  for (const [index, name] of Object.entries(IMAGENET_FOODS)) {
    const probability = probabilities[Number(index)]!;
    const known = byName.get(name);
    if (!known || probability > known.probability) {
      byName.set(name, { name, probability, broad: BROAD_CLASSES.has(Number(index)) });
    }
  }
  return [...byName.values()].sort((a, b) => b.probability - a.probability);
}

/**
 * The food the model may name on its own, by the naming rule, or null: the likeliest food class
 * that is not broad, at MIN_FOOD_PROBABILITY or more. The same rule decides whether the model may
 * overrule a reference match.
 */
export function nameableFood(probabilities: Float32Array): FoodClass | null {
  const best = foodClasses(probabilities).find((food) => !food.broad);
  return best && best.probability >= MIN_FOOD_PROBABILITY ? best : null;
}

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
 * What the model's class probabilities say: a food named when the naming rule allows it (its next
 * food classes as alternatives); 'not food' when a non-food class is sure; otherwise its
 * likeliest foods as suggestions only, or nothing. Every confidence is calibrated.
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
  const classes = foodClasses(probabilities);
  const guesses = (list: FoodClass[]) =>
    list
      .filter((guess) => guess.probability >= MIN_SUGGESTION_PROBABILITY)
      .slice(0, MAX_MODEL_SUGGESTIONS)
      .map((guess) => ({ name: guess.name, confidence: calibrated(SUGGESTION_CALIBRATION, guess.probability) }));
  const named = nameableFood(probabilities);
  if (named) {
    const confidence = calibrated(NAMED_CALIBRATION, named.probability);
    return {
      ...base,
      kind: 'tentative',
      items: [{ name: named.name, grams: null, preparation: null, confidence, estimatePer100g: null }],
      alternatives: guesses(classes.filter((food) => food.name !== named.name)),
      ingredients: [{ name: named.name, percentage: 100 }],
    };
  }
  if (probabilities[bestOther]! >= NOT_FOOD_PROBABILITY) return { ...base, kind: 'tentative-not-food', items: [] };
  // Unsure: nothing is named, but its likeliest foods are offered; a later provider may know better.
  const alternatives = guesses(classes);
  return alternatives.length > 0 ? { ...base, kind: 'candidates', items: [], alternatives } : null;
}
