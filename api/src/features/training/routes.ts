import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { Services } from '../deps';
import { processUpload } from '../images/image-intake';
import { jpegReply } from '../images/image-store';
import { encodeEmbedding } from '../recognition/image-model';

export function trainingHandlers({
  training,
  images,
  imageModel,
  references,
}: Services): Pick<Handlers, 'uploadTrainingImage' | 'getTrainingImage' | 'getTrainingCounts'> {
  return {
    /** A reference photo goes through the same intake as a scan: checked by its bytes, metadata stripped. */
    async uploadTrainingImage({ body, file, user }) {
      if (!file) throw badRequest('The image file is required.');
      const image = await processUpload(file.buffer);
      const label = body.label?.trim() || null;
      // Its embedding lets the reference matcher recognise this food on the user's next scans.
      const output = await imageModel.run(image.full);
      const stored = await training.add(
        {
          userId: user!.id,
          category: body.category,
          label,
          image,
          embedding: output ? encodeEmbedding(output.embedding) : null,
        },
        images,
      );
      if (output) await references.add(user!.id, body.category, label, output.embedding);
      return { status: 201, body: stored };
    },

    async getTrainingImage({ path, query, user }) {
      const key = await training.imageKeyOwned(path.id, user!.id, query.size ?? 'full');
      const bytes = key ? await images.get(key) : null;
      if (!bytes) throw notFound('Image not found');
      return jpegReply(bytes);
    },

    async getTrainingCounts({ path, user }) {
      if (path.userId !== user!.id) throw forbidden('You can only see your own training photos.');
      return { status: 200, body: await training.counts(user!.id) };
    },
  };
}
