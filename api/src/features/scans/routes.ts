import { serverMessage } from '@rules/errors/server-messages';
import { forbidden, notFound } from '../../http/errors';
import type { Context } from 'koa';
import type { Scan } from '../../generated/types.gen';
import { requestLanguage } from '../../http/language';
import type { Handlers } from '../../http/operations';
import type { FoodService } from '../foods/food.service';
import { jpegReply } from '../images/image-store';
import type { ScanCorrections } from './scan-corrections';
import type { ScanPipeline } from './scan-pipeline';
import type { ScanService } from './scan.service';
import { exportCsv, exportJson, exportLog } from './scan-export';
import { scanIn } from './scan-names';
import type { ScanLogging } from './scan-logging';
import { scanTiming } from './scan-timing';

export function scanHandlers({
  scans,
  scanPipeline,
  scanCorrections,
  scanLogging,
  foods,
}: {
  foods: FoodService;
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
  /** A scan with its foods named in the request's language. */
  const named = (scan: Scan, ctx: Context) => scanIn(scan, requestLanguage(ctx), foods.names);
  return {
    async createScan({ body, headers, user, file, ctx }) {
      // The form's userId must be the session's: nobody scans into another user's history.
      if (body.userId !== user.id) throw forbidden(serverMessage('forbidden.addScans'));
      const timing = scanTiming(body);
      const key = headers['Idempotency-Key'];
      const { scan, replayed } = await scanPipeline.scan(
        user.id,
        file.buffer,
        timing,
        key ? { key, request: { ...body } } : null,
      );
      return {
        status: 201,
        body: named(scan, ctx),
        ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
      };
    },

    async getScanImage({ path, query, user }) {
      const bytes = await scans.photoOwned(path.id, user.id, query.size ?? 'full');
      if (!bytes) throw notFound(serverMessage('image.notFound'));
      return jpegReply(bytes);
    },

    async getScan({ path, user, ctx }) {
      const scan = await scans.findOwned(path.id, user.id);
      if (!scan) throw notFound(serverMessage('scan.notFound'));
      return { status: 200, body: named(scan, ctx) };
    },

    async updateScan({ path, body, user, ctx }) {
      return { status: 200, body: named(await scanCorrections.correct(user.id, path.id, body), ctx) };
    },

    async previewScanUpdate({ path, body, user, ctx }) {
      return { status: 200, body: named(await scanCorrections.preview(user.id, path.id, body), ctx) };
    },

    async listUserScans({ path, query, user, ctx }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.scanHistory'));
      const page = {
        ...(query.limit ? { limit: query.limit } : {}),
        ...(query.before ? { before: query.before } : {}),
      };
      const list = await scans.listForUser(user.id, page);
      return { status: 200, body: list.map((scan) => named(scan, ctx)) };
    },

    async deleteScan({ path, user }) {
      if (!(await scanCorrections.delete(user.id, path.id))) throw notFound(serverMessage('scan.notFound'));
      return { status: 204, body: undefined };
    },

    async exportUserScans({ path, query, user }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.export'));
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
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.export'));
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

    async logFoods({ path, body, headers, user, ctx }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.logFoods'));
      const { scan, replayed } = await scanLogging.logFoods(
        user.id,
        body,
        new Date(),
        headers['Idempotency-Key'] ?? null,
      );
      return {
        status: 201,
        body: named(scan, ctx),
        ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
      };
    },

    async logScanAgain({ path, body, user, ctx }) {
      return { status: 201, body: named(await scanLogging.logAgain(user.id, path.id, body), ctx) };
    },

    async logDayAgain({ path, body, user, ctx }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.logDaysAgain'));
      const logged = await scanLogging.logDayAgain(user.id, path.date, body);
      return { status: 201, body: logged.map((scan) => named(scan, ctx)) };
    },

    async listRecentFoods({ path, user, ctx }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.recentFoods'));
      const recent = await scanLogging.recentFoods(user.id);
      return { status: 200, body: { foods: foods.names.items(recent, requestLanguage(ctx)) } };
    },
  };
}

/** 'morsel-log-2026-11-24.csv': the day the file was made. */
const exportFileName = (extension: 'csv' | 'json') =>
  `morsel-log-${new Date().toISOString().slice(0, 10)}.${extension}`;
