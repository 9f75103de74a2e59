import { notImplemented } from '../../http/errors';
import type { Handlers } from '../../http/operations';

export function recognitionHandlers(): Pick<
  Handlers,
  'getRecognitionStatus' | 'searchRecognitionFoods' | 'recognizeFood'
> {
  return {
    async getRecognitionStatus() {
      throw notImplemented('The recognition engine');
    },
    async searchRecognitionFoods() {
      throw notImplemented('Recognition search');
    },
    async recognizeFood() {
      throw notImplemented('Recognition');
    },
  };
}
