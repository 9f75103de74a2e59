import { serverMessage } from '@rules/errors/server-messages';
import { forbidden } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { ImportService } from './import.service';

/** Importing a log from a file: into the user's own log only. */
export function importHandlers({ imports }: { imports: ImportService }): Pick<Handlers, 'importHistory'> {
  return {
    async importHistory({ path, query, user, file }) {
      if (path.userId !== user.id) throw forbidden(serverMessage('forbidden.import'));
      const summary = await imports.importFile(user.id, file.buffer, {
        dryRun: query.dryRun ?? false,
        tz: query.tz ?? 'UTC',
      });
      return { status: 200, body: summary };
    },
  };
}
