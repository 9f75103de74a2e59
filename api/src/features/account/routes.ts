import { serverMessage } from '@rules/errors/server-messages';
import type { Readable } from 'node:stream';
import { badRequest, forbidden } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import { clearSessionCookie } from '../../http/session';
import type { AccountDeletion } from './account-deletion';
import type { AccountExport } from './account-export';

/** The word a user types to confirm deleting their account. */
export const DELETE_CONFIRMATION = 'DELETE';

export function accountHandlers({
  accountExport,
  accountDeletion,
}: {
  accountExport: AccountExport;
  accountDeletion: AccountDeletion;
}): Pick<Handlers, 'exportAccountZip' | 'deleteAccount'> {
  return {
    async exportAccountZip({ path, query, user }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.download'));
      const zip: Readable = accountExport.zip(user.id, query.tz);
      return {
        status: 200,
        body: zip as unknown as Blob, // the contract's binary body; Koa streams it
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="morsel-data-${new Date().toISOString().slice(0, 10)}.zip"`,
          'Cache-Control': 'no-store',
        },
      };
    },

    async deleteAccount({ path, body, user, ctx }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.deleteAccount'));
      if (body.confirm !== DELETE_CONFIRMATION) {
        throw badRequest(serverMessage('account.confirmDelete', { word: DELETE_CONFIRMATION }), [
          { path: 'body.confirm', message: `Must be exactly ${DELETE_CONFIRMATION}` },
        ]);
      }
      // An account already gone (two devices deleting at once) is as deleted as this one.
      await accountDeletion.delete(user.id);
      clearSessionCookie(ctx);
      return { status: 204, body: undefined };
    },
  };
}
