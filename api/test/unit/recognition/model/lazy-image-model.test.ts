import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ImageModel, LazyImageModel } from '../../../../src/features/recognition/model/image-model';
import { plainJpeg } from '../../../support/upload-form';
import { hasSharedData } from '../../../support/shared-data';

const MODELS_DIR = path.resolve(import.meta.dirname, '../../../../../models');

describe.skipIf(!hasSharedData('the image model remembers recent photos', 'imageModel'))(
  'the image model remembers recent answers by the photo’s content',
  () => {
    it('runs once for the same photo, even read back as another buffer, and again for another photo', async () => {
      const model = new LazyImageModel(MODELS_DIR);
      const photo = await plainJpeg(320, 240, '#f4c430');
      const loaded = (await model.get())!;
      const run = vi.spyOn(loaded, 'run');
      const first = await model.run(photo);
      const again = await model.run(Buffer.from(photo)); // the same bytes, as the photo store reads them back
      expect(again).toBe(first);
      expect(run).toHaveBeenCalledTimes(1);
      await model.run(await plainJpeg(320, 240, '#2e8b57'));
      expect(run).toHaveBeenCalledTimes(2);
      expect(loaded).toBeInstanceOf(ImageModel);
    });
  },
);
