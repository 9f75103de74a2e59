import { forbidden, notFound } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import { jpegReply } from '../images/image-store';
import type { ScanCorrections } from './scan-corrections';
import type { ScanPipeline } from './scan-pipeline';
import type { ScanService } from './scan.service';
import { exportCsv, exportJson, exportLog } from './scan-export';
import type { ScanLogging } from './scan-logging';
import { scanTiming } from './scan-timing';

export function scanHandlers({
  scans,
  scanPipeline,
  scanCorrections,
  scanLogging,
}: {
  scans: ScanService;
  scanPipeline: ScanPipeline;
  scanCorrections: ScanCorrections;
  scanLogging: ScanLogging;
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
  | 'exportUserScansJson'
  | 'logFoods'
  | 'logScanAgain'
  | 'logDayAgain'
  | 'listRecentFoods'
> {
  return {
    async createScan({ body, headers, user, file }) {
      // The form's userId must be the session's: nobody scans into another user's history.
      if (body.userId !== user.id) throw forbidden('You can only add scans to your own history.');
      const timing = scanTiming(body);
      const key = headers['Idempotency-Key'];
      const { scan, replayed } = await scanPipeline.scan(
        user.id,
        file.buffer,
        timing,
        key ? { key, request: { ...body } } : null,
      );
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

    async exportUserScans({ path, query, user }) {
      if (path.userId !== user.id) throw forbidden('You can only export your own log.');
      const { rows } = await exportLog(scans, user.id, query);
      return {
        status: 200,
        body: exportCsv(rows, query.energyUnit),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${exportFileName('csv')}"`,
          'Cache-Control': 'no-store',
        },
      };
    },

    async exportUserScansJson({ path, query, user }) {
      if (path.userId !== user.id) throw forbidden('You can only export your own log.');
      const { rows, tz } = await exportLog(scans, user.id, query);
      return {
        status: 200,
        body: exportJson(rows, query, tz, query.energyUnit),
        headers: {
          'Content-Disposition': `attachment; filename="${exportFileName('json')}"`,
          'Cache-Control': 'no-store',
        },
      };
    },

    async logFoods({ path, body, headers, user }) {
      if (path.userId !== user.id) throw forbidden('You can only log foods in your own history.');
      const { scan, replayed } = await scanLogging.logFoods(
        user.id,
        body,
        new Date(),
        headers['Idempotency-Key'] ?? null,
      );
      return { status: 201, body: scan, ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
    },

    async logScanAgain({ path, body, user }) {
      return { status: 201, body: await scanLogging.logAgain(user.id, path.id, body) };
    },

    async logDayAgain({ path, body, user }) {
      if (path.userId !== user.id) throw forbidden('You can only log your own days again.');
      return { status: 201, body: await scanLogging.logDayAgain(user.id, path.date, body) };
    },

    async listRecentFoods({ path, user }) {
      if (path.userId !== user.id) throw forbidden('You can only see your own recent foods.');
      return { status: 200, body: { foods: await scanLogging.recentFoods(user.id) } };
    },
  };
}

/** 'morsel-log-2026-11-24.csv': the day the file was made. */
const exportFileName = (extension: 'csv' | 'json') =>
  `morsel-log-${new Date().toISOString().slice(0, 10)}.${extension}`;
