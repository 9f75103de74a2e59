import { forbidden, notFound } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import { processUpload } from '../images/image-intake';
import { jpegReply } from '../images/image-store';
import type { ReferenceLearning } from '../recognition/reference-learning';
import type { TrainingService } from './training.service';

export function trainingHandlers({
  training,
  referenceLearning,
}: {
  training: TrainingService;
  referenceLearning: ReferenceLearning;
}): Pick<
  Handlers,
  'uploadTrainingImage' | 'getTrainingImage' | 'deleteTrainingImage' | 'listTrainingImages' | 'getTrainingCounts'
> {
  return {
    /** A reference photo goes through the same intake as a scan: checked by its bytes, metadata stripped. */
    async uploadTrainingImage({ body, file, user }) {
      const photo = await processUpload(file.buffer);
      const label = body.label?.trim() || null;
      const stored = await referenceLearning.learn(user.id, { category: body.category, label, photo });
      return { status: 201, body: stored };
    },

    async getTrainingImage({ path, query, user }) {
      const bytes = await training.photoOwned(path.id, user.id, query.size ?? 'full');
      if (!bytes) throw notFound('Image not found');
      return jpegReply(bytes);
    },

    async deleteTrainingImage({ path, user }) {
      if (!(await referenceLearning.forget(user.id, path.id))) throw notFound('Image not found');
      return { status: 204, body: undefined };
    },

    async listTrainingImages({ path, user }) {
      if (path.userId !== user.id) throw forbidden('You can only see your own training photos.');
      return { status: 200, body: { images: await training.list(user.id) } };
    },

    async getTrainingCounts({ path, user }) {
      if (path.userId !== user.id) throw forbidden('You can only see your own training photos.');
      return { status: 200, body: await training.counts(user.id) };
    },
  };
}
