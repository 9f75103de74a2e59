import { badRequest } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { Services } from '../deps';
import { processUpload } from '../images/image-intake';
import { matchToDatabase } from '../foods/food-matching';
import { round1, scale } from '../nutrition/amounts';
import { ENABLE_RECOGNITION_HINT, NO_RECOGNIZER_MESSAGE } from './recognizer';

export const ENGINE_NAME = 'Morsel Recognition Engine';

/** The historical 'passio' endpoints, backed by our own recognizer chain and food database. */
export function recognitionHandlers({
  foods,
  recognizer,
}: Services): Pick<Handlers, 'getRecognitionStatus' | 'searchRecognitionFoods' | 'recognizeFood'> {
  return {
    async getRecognitionStatus() {
      const lastChecked = new Date().toISOString();
      if (recognizer.providers.length === 0) {
        return {
          status: 200,
          body: { name: ENGINE_NAME, status: 'error', message: NO_RECOGNIZER_MESSAGE, lastChecked },
        };
      }
      const { ok: anyWorks, providers } = await recognizer.check();
      // Broken is an error (a corrupt model, an unreachable server); an optional install left out is not.
      const ok = anyWorks && providers.every((p) => p.ok || p.optional);
      const message =
        providers.map((p) => `${p.name}: ${p.message}`).join('; ') +
        (ok ? '' : `. To fix: ${ENABLE_RECOGNITION_HINT}.`);
      return { status: 200, body: { name: ENGINE_NAME, status: ok ? 'active' : 'error', message, lastChecked } };
    },

    /** The historical recognition-service search, backed by the food database search. */
    async searchRecognitionFoods({ query }) {
      const matches = await foods.search(query.q, query.limit ?? 5);
      const results = await Promise.all(
        matches.map(async (match) => {
          const food = (await foods.findById(match.id))!;
          const nutrition = await foods.nutrition(food);
          return {
            name: food.name,
            brandName: food.brand,
            category: food.category ?? food.dataType,
            nutritionFacts: { calories: nutrition.calories, servingSize: nutrition.servingSize },
          };
        }),
      );
      return { status: 200, body: { success: true, results, error: null } };
    },

    /**
     * Recognises a photo without storing anything: each detected food with its confidence and its
     * nutrition for the estimated portion (from the food database, else the model's estimate).
     */
    async recognizeFood({ file, user }) {
      if (!file) throw badRequest('The image file is required.');
      const image = await processUpload(file.buffer);
      const { recognition, reason } = await recognizer.recognize(image.full, user!.id);
      const none = {
        success: false,
        recognitionMethod: recognition?.provider ?? null,
        confidence: null,
        detectedFoods: 0,
      };
      if (!recognition || !recognition.isFood || recognition.items.length === 0) {
        return {
          status: 200,
          body: { ...none, error: reason ?? 'No food was found in this photo.', result: { detectedCandidates: [] } },
        };
      }
      const matched = await matchToDatabase(recognition.items, foods);
      const detectedCandidates = matched.map(({ item, food }) => {
        const portion = scale(food ?? item.estimatePer100g ?? {}, item.grams);
        return {
          name: food?.name ?? item.name,
          confidence: Math.min(1, Math.max(0, item.confidence)),
          category: food?.category ?? 'Unmatched',
          nutritionFacts: {
            calories: Math.round(portion.energyKcal),
            protein: round1(portion.proteinG),
            totalCarbs: round1(portion.carbohydrateG),
            totalFat: round1(portion.fatG),
          },
        };
      });
      return {
        status: 200,
        body: {
          success: true,
          error: null,
          recognitionMethod: recognition.provider,
          confidence: Math.max(...detectedCandidates.map((c) => c.confidence)),
          detectedFoods: detectedCandidates.length,
          result: { detectedCandidates },
        },
      };
    },
  };
}
