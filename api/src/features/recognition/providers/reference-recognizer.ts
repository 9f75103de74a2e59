import { decideOpenSet } from '../../references/open-set';
import type { ReferenceIndex } from '../../references/reference-index';
import type { ProviderCheck, Recognition, RecognitionInput, Recognizer } from '../chain/recognizer-chain';
import { softmax, type LazyImageModel } from '../model/image-model';
import { nameableFood } from './model-recognizer';

/** Matches a scan against the user's own reference photos from the Training page. */
export class ReferenceRecognizer implements Recognizer {
  readonly name = 'references';
  readonly local = true;

  constructor(
    private readonly model: LazyImageModel,
    private readonly index: ReferenceIndex,
  ) {}

  async check(): Promise<ProviderCheck> {
    await this.model.get();
    return this.model.state.status === 'ready'
      ? { ok: true, message: 'matches your reference photos from Training' }
      : { ok: false, optional: this.model.state.status === 'not-installed', message: 'needs the image model' };
  }

  async recognize({ jpeg, userId }: RecognitionInput): Promise<Recognition | null> {
    const output = await this.model.run(jpeg);
    if (!output) return null;
    const match = await this.index.match(userId, output.embedding);
    if (!match) return null;
    // The model overrules a match only with a food it would be allowed to name on its own.
    const decision = decideOpenSet(match, match.calibration, nameableFood(softmax(output.logits)));
    if (decision.winner !== 'reference') {
      // Not the user's food (or the model knows better): the next recognizer names it; the user's
      // food stays a suggestion.
      return {
        provider: this.name,
        kind: 'candidates',
        items: [],
        alternatives: [{ name: match.name, confidence: decision.referenceConfidence }],
        ingredients: [],
        label: null,
        barcode: null,
        allergens: [],
      };
    }
    const { confidence } = decision;
    return {
      provider: this.name,
      kind: 'named',
      items: [{ name: match.name, grams: null, preparation: null, confidence, estimatePer100g: null }],
      ingredients: [{ name: match.name, percentage: 100 }],
      label: null,
      barcode: null,
      allergens: [],
    };
  }
}
