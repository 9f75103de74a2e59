import { badRequest, forbidden, notFound } from '../../http/errors';
import { processUpload } from '../images/image-intake';
import { jpegReply } from '../images/image-store';
import { analyse } from './analysis';
import type { Handlers } from '../../http/operations';
import type { Services } from '../deps';
import { scansToCsv } from './scan-csv';

export function scanHandlers({
  scans,
  foods,
  images,
  recognizer,
  logger,
}: Services): Pick<
  Handlers,
  'createScan' | 'getScan' | 'getScanImage' | 'deleteScan' | 'listUserScans' | 'exportUserScans'
> {
  return {
    /**
     * The scan pipeline: check and normalise the photo (by its bytes), let the
     * recognizer chain identify the food, compute the numbers in code, then
     * store the photo and the row together (all or nothing).
     */
    async createScan({ body, user, file }) {
      // The form's userId must be the session's: nobody scans into another user's history.
      if (body.userId !== user!.id) throw forbidden('You can only add scans to your own history.');
      if (!file) throw badRequest('The image file is required.');
      const image = await processUpload(file.buffer);
      const { recognition, reason } = await recognizer.recognize(image.full, user!.id);
      if (reason) logger.info({ reason }, 'scan not identified');
      const result = await analyse(recognition, reason, foods);
      const scan = await scans.createWithImages(user!.id, image, result, images);
      return { status: 201, body: scan };
    },

    async getScanImage({ path, query, user }) {
      const key = await scans.imageKeyOwned(path.id, user!.id, query.size ?? 'full');
      const bytes = key ? await images.get(key) : null;
      if (!bytes) throw notFound('Image not found');
      return jpegReply(bytes);
    },

    async getScan({ path, user }) {
      const scan = await scans.findOwned(path.id, user!.id);
      if (!scan) throw notFound('Scan not found');
      return { status: 200, body: scan };
    },

    async listUserScans({ path, query, user }) {
      if (path.userId !== user!.id) throw forbidden('You can only see your own scan history.');
      const page = {
        ...(query.limit ? { limit: query.limit } : {}),
        ...(query.before ? { before: query.before } : {}),
      };
      return { status: 200, body: await scans.listForUser(user!.id, page) };
    },

    async deleteScan({ path, user }) {
      if (!(await scans.deleteOwned(path.id, user!.id, images))) throw notFound('Scan not found');
      return { status: 204, body: undefined };
    },

    async exportUserScans({ path, user }) {
      if (path.userId !== user!.id) throw forbidden('You can only export your own scan history.');
      const csv = scansToCsv(await scans.listForUser(user!.id));
      const day = new Date().toISOString().slice(0, 10);
      return {
        status: 200,
        body: csv,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="morsel-history-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  };
}
