import type { Handlers } from '../../http/operations';
import type { FoodService } from '../foods/food.service';
import { round1 } from '@rules/nutrition/amounts';
import type { ScanPipeline } from '../scans/scan-pipeline';
import { summarizeRecognizers } from './chain/recognition-status';
import { ENABLE_RECOGNITION_HINT, NO_RECOGNIZER_MESSAGE, type RecognizerChain } from './chain/recognizer-chain';

export const ENGINE_NAME = 'Morsel Recognition Engine';

/**
 * The recognition engine's own operations (`/api/recognition/*`): its status, the food search it
 * names foods from, and recognising a photo without saving a scan. The historical `/api/passio/*`
 * paths are the contract's aliases of these: the very same handlers answer them.
 */
export function recognitionHandlers({
  foods,
  recognizer,
  scanPipeline,
}: {
  foods: FoodService;
  recognizer: RecognizerChain;
  scanPipeline: ScanPipeline;
}): Pick<
  Handlers,
  | 'getRecognitionStatus'
  | 'searchRecognitionFoods'
  | 'recognizeFood'
  | 'getRecognitionStatusPassioAlias'
  | 'searchRecognitionFoodsPassioAlias'
  | 'recognizeFoodPassioAlias'
> {
  const operations = {
    async getRecognitionStatus() {
      const lastChecked = new Date().toISOString();
      const { providers } = await recognizer.check();
      const summary = summarizeRecognizers(providers);
      if (recognizer.providers.length === 0) {
        return {
          status: 200,
          body: { name: ENGINE_NAME, status: 'error', message: NO_RECOGNIZER_MESSAGE, lastChecked, ...summary },
        };
      }
      // Broken is an error (a corrupt model, an unreachable server); an optional install left out is not.
      const ok = providers.some((p) => p.ok) && providers.every((p) => p.ok || p.optional);
      const message =
        (summary.photoRecognition ? '' : 'Photo recognition is off. ') +
        providers.map((p) => `${p.name}: ${p.message}`).join('; ') +
        (ok ? '' : `. To fix: ${ENABLE_RECOGNITION_HINT}.`);
      return {
        status: 200,
        body: { name: ENGINE_NAME, status: ok ? 'active' : 'error', message, lastChecked, ...summary },
      };
    },

    /** The engine's food search: the food database search, with each food's serving and calories. */
    async searchRecognitionFoods({ query }) {
      const matches = await foods.search(query.q, query.limit ?? 5);
      const results = [];
      for (const match of matches) {
        const food = await foods.findById(match.id);
        if (!food) continue;
        const nutrition = await foods.nutrition(food);
        results.push({
          name: food.name,
          brandName: food.brand,
          category: food.category ?? food.dataType,
          nutritionFacts: { calories: nutrition.calories, servingSize: nutrition.servingSize },
        });
      }
      return { status: 200, body: { success: true, results, error: null } };
    },

    /**
     * Recognises a photo through the scan pipeline without storing anything: each detected food
     * with its confidence and its nutrition for the portion, as a scan would compute them.
     */
    async recognizeFood({ file, user }) {
      const meal = await scanPipeline.recognize(user.id, file.buffer);
      if (meal.identification.status !== 'identified') {
        return {
          status: 200,
          body: {
            success: false,
            error: meal.identification.reason,
            errorDetail: meal.reasonDetail ?? null,
            recognitionMethod: meal.identification.provider,
            confidence: null,
            detectedFoods: 0,
            result: { detectedCandidates: [] },
          },
        };
      }
      const detectedCandidates = meal.items.map((item, i) => {
        const amounts = meal.nutrition.itemAmounts[i];
        return {
          name: item.food?.name ?? item.name,
          confidence: Math.min(1, Math.max(0, item.confidence ?? 1)),
          category: item.food?.category ?? 'Unmatched',
          nutritionFacts: {
            calories: Math.round(amounts?.energyKcal ?? 0),
            protein: round1(amounts?.proteinG ?? 0),
            totalCarbs: round1(amounts?.carbohydrateG ?? 0),
            totalFat: round1(amounts?.fatG ?? 0),
          },
        };
      });
      return {
        status: 200,
        body: {
          success: true,
          error: null,
          errorDetail: null,
          recognitionMethod: meal.identification.provider,
          confidence: Math.max(...detectedCandidates.map((c) => c.confidence)),
          detectedFoods: detectedCandidates.length,
          result: { detectedCandidates },
        },
      };
    },
  } satisfies Pick<Handlers, 'getRecognitionStatus' | 'searchRecognitionFoods' | 'recognizeFood'>;
  return {
    ...operations,
    getRecognitionStatusPassioAlias: operations.getRecognitionStatus,
    searchRecognitionFoodsPassioAlias: operations.searchRecognitionFoods,
    recognizeFoodPassioAlias: operations.recognizeFood,
  };
}
