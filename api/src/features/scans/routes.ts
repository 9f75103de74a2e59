import { forbidden, notFound } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import { jpegReply } from '../images/image-store';
import type { ScanCorrections } from './scan-corrections';
import type { ScanPipeline } from './scan-pipeline';
import type { ScanService } from './scan.service';
import { scansToCsv } from './scan-csv';

export function scanHandlers({
  scans,
  scanPipeline,
  scanCorrections,
}: {
  scans: ScanService;
  scanPipeline: ScanPipeline;
  scanCorrections: ScanCorrections;
}): Pick<
  Handlers,
  | 'createScan'
  | 'getScan'
  | 'getScanImage'
  | 'updateScan'
  | 'previewScanUpdate'
  | 'deleteScan'
  | 'listUserScans'
  | 'exportUserScans'
> {
  return {
    async createScan({ body, headers, user, file }) {
      // The form's userId must be the session's: nobody scans into another user's history.
      if (body.userId !== user.id) throw forbidden('You can only add scans to your own history.');
      const { scan, replayed } = await scanPipeline.scan(user.id, file.buffer, headers['Idempotency-Key'] ?? null);
      return { status: 201, body: scan, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
    },

    async getScanImage({ path, query, user }) {
      const bytes = await scans.photoOwned(path.id, user.id, query.size ?? 'full');
      if (!bytes) throw notFound('Image not found');
      return jpegReply(bytes);
    },

    async getScan({ path, user }) {
      const scan = await scans.findOwned(path.id, user.id);
      if (!scan) throw notFound('Scan not found');
      return { status: 200, body: scan };
    },

    async updateScan({ path, body, user }) {
      return { status: 200, body: await scanCorrections.correct(user.id, path.id, body) };
    },

    async previewScanUpdate({ path, body, user }) {
      return { status: 200, body: await scanCorrections.preview(user.id, path.id, body) };
    },

    async listUserScans({ path, query, user }) {
      if (path.userId !== user.id) throw forbidden('You can only see your own scan history.');
      const page = {
        ...(query.limit ? { limit: query.limit } : {}),
        ...(query.before ? { before: query.before } : {}),
      };
      return { status: 200, body: await scans.listForUser(user.id, page) };
    },

    async deleteScan({ path, user }) {
      if (!(await scanCorrections.delete(user.id, path.id))) throw notFound('Scan not found');
      return { status: 204, body: undefined };
    },

    async exportUserScans({ path, user }) {
      if (path.userId !== user.id) throw forbidden('You can only export your own scan history.');
      const csv = scansToCsv(await scans.listForUser(user.id));
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
