import { softmax, type LazyImageModel } from './image-model';
import { IMAGENET_FOODS, NEUTRAL_CLASSES } from './imagenet-foods';
import {
  ENABLE_RECOGNITION_HINT,
  type ProviderCheck,
  type Recognition,
  type RecognitionInput,
  type Recognizer,
} from './recognizer';

/** A food class must reach this probability to be named. */
export const MIN_FOOD_PROBABILITY = 0.2;
/** A non-food, non-tableware class this sure makes the photo 'not food'. */
export const NOT_FOOD_PROBABILITY = 0.6;

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
      throw new Error(status === 'not-installed' ? `not installed: ${ENABLE_RECOGNITION_HINT}` : message);
    }
    const probabilities = softmax(output.logits);
    let bestFood = -1;
    let bestOther = -1;
    for (let i = 0; i < probabilities.length; i += 1) {
      if (i in IMAGENET_FOODS) {
        if (bestFood < 0 || probabilities[i]! > probabilities[bestFood]!) bestFood = i;
      } else if (!NEUTRAL_CLASSES.has(i) && (bestOther < 0 || probabilities[i]! > probabilities[bestOther]!)) {
        bestOther = i;
      }
    }
    // Tentative: a configured vision model after it in the chain knows far more foods and portions.
    const base = { provider: this.name, ingredients: [], label: null, barcode: null, allergens: [], tentative: true };
    if (probabilities[bestFood]! >= MIN_FOOD_PROBABILITY) {
      const name = IMAGENET_FOODS[bestFood]!;
      const confidence = probabilities[bestFood]!;
      return {
        ...base,
        isFood: true,
        items: [{ name, grams: null, preparation: null, confidence, estimatePer100g: null }],
        ingredients: [{ name, percentage: 100 }],
      };
    }
    if (probabilities[bestOther]! >= NOT_FOOD_PROBABILITY) return { ...base, isFood: false, items: [] };
    return null; // unsure: a later provider may know better
  }
}
