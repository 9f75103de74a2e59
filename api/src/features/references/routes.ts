import { serverMessage } from '@rules/errors/server-messages';
import { forbidden, notFound } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import { processUpload } from '../images/image-intake';
import { jpegReply } from '../images/image-store';
import type { ReferenceLearning } from './reference-learning';
import type { ReferenceService } from './reference.service';

/**
 * Reference photos' operations. Their paths and operationIds keep the product's word, Training
 * (`/api/training/*`), which is what the screen is called.
 */
export function referenceHandlers({
  references,
  referenceLearning,
}: {
  references: ReferenceService;
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
      const bytes = await references.photoOwned(path.id, user.id, query.size ?? 'full');
      if (!bytes) throw notFound(serverMessage('image.notFound'));
      return jpegReply(bytes);
    },

    async deleteTrainingImage({ path, user }) {
      if (!(await referenceLearning.forget(user.id, path.id))) throw notFound(serverMessage('image.notFound'));
      return { status: 204, body: undefined };
    },

    async listTrainingImages({ path, user }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.trainingPhotos'));
      return { status: 200, body: { images: await references.list(user.id) } };
    },

    async getTrainingCounts({ path, user }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.trainingPhotos'));
      return { status: 200, body: await references.counts(user.id) };
    },
  };
}
