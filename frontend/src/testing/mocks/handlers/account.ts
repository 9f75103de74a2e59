import { delay, HttpResponse } from 'msw';
import { errorResponse, http } from './http';
import { serverMessage } from '@rules/errors/server-messages';

const ZIP = '/api/users/{userId}/export.zip';
const ACCOUNT = '/api/users/{userId}';

/** The smallest valid ZIP: an end-of-central-directory record of an archive with no entries. */
export const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

const zipAnswer = () =>
  new HttpResponse(EMPTY_ZIP, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="morsel-data-2026-11-26.zip"',
    },
  });

/**
 * The all-data download and the account deletion: the ZIP is an empty archive; the deletion answers
 * 204 for `{ confirm: 'DELETE' }` and the server's 400 for anything else, as the API does.
 */
export function accountApi({ answerMs = 150 } = {}) {
  return [
    http.get(ZIP, async ({ response }) => {
      await delay(answerMs);
      return response.untyped(zipAnswer());
    }),
    http.delete(ACCOUNT, async ({ request }) => {
      await delay(answerMs);
      const body = (await request.json()) as { confirm?: string };
      if (body.confirm !== 'DELETE') {
        return errorResponse(400, 'validation_failed', serverMessage('account.confirmDelete', { word: 'DELETE' }));
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export const accountHandlers = {
  success: accountApi(),
  deleteFails: [
    accountApi()[0]!,
    http.delete(ACCOUNT, async () => {
      await delay(100);
      return errorResponse(503, 'database_busy', serverMessage('server.databaseBusy'));
    }),
  ],
  /** Both requests wait forever: the in-progress states. */
  pending: [
    http.get(ZIP, async ({ response }) => {
      await delay('infinite');
      return response.untyped(zipAnswer());
    }),
    http.delete(ACCOUNT, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
  ],
};
