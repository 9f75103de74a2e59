import { forbidden, notFound, notImplemented } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { Services } from '../deps';
import { scansToCsv } from './scan-csv';

export function scanHandlers({
  scans,
}: Services): Pick<Handlers, 'createScan' | 'getScan' | 'listUserScans' | 'exportUserScans'> {
  return {
    async createScan({ body, user }) {
      // The form's userId must be the session's: nobody scans into another user's history.
      if (body.userId !== user!.id) throw forbidden('You can only add scans to your own history.');
      // Image intake, recognition and nutrition analysis: the scan-pipeline issue.
      throw notImplemented('Scanning');
    },

    async getScan({ path, user }) {
      const scan = await scans.findOwned(path.id, user!.id);
      if (!scan) throw notFound('Scan not found');
      return { status: 200, body: scan };
    },

    async listUserScans({ path, user }) {
      if (path.userId !== user!.id) throw forbidden('You can only see your own scan history.');
      return { status: 200, body: await scans.listForUser(user!.id) };
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
