import { notImplemented } from '../../http/errors';
import type { Handlers } from '../../http/operations';

export function trainingHandlers(): Pick<Handlers, 'uploadTrainingImage'> {
  return {
    async uploadTrainingImage() {
      throw notImplemented('Training uploads');
    },
  };
}
