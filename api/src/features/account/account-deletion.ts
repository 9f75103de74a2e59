import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger';
import type { IdentityVerifier } from '../auth/identity-verifier';
import { removeUnreferenced, type ImageStore } from '../images/image-store';
import type { ReferenceIndex } from '../references/reference-index';
import { UserEntity } from '../users/user.entity';

/** What deleting an account removed. */
export interface DeletedAccount {
  /** Rows removed, by table (the user's own row included). */
  rows: Record<string, number>;
  /** Photo-store keys removed (or left for the storage sweep when one could not be). */
  files: number;
  /** Whether the sign-in identity was removed from the identity provider. */
  identityRemoved: boolean;
}

/**
 * Deletes an account and everything of it:
 * 1. every row of the user, in one transaction: each table with a `userId` column (whatever
 *    feature owns it, so a table added later is covered too), then the user's own row; a crash
 *    leaves all of them or none;
 * 2. after the commit, every file under the user's folder in the photo store (`<userId>/`): no row
 *    points at them any more, so a file this step cannot remove (the process stops, the store is
 *    down) is removed by the storage sweep;
 * 3. the sign-in identity at the identity provider, so signing in again makes a new, empty
 *    account; when the provider cannot be reached the account stays deleted (a later sign-in with
 *    that identity finds no account and starts a new one), and the failure is logged.
 * The user's sessions are rows of step 1: every device is signed out at the commit. What this
 * process holds in memory for the user (their reference vectors) is dropped after it.
 */
export class AccountDeletion {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      images: ImageStore;
      identity: IdentityVerifier;
      /** The reference matcher's vectors, kept in memory per user. */
      referenceIndex: Pick<ReferenceIndex, 'forget'>;
      logger: Pick<Logger, 'warn' | 'info'>;
    },
  ) {}

  /** Deletes the account; null when there is no such account. */
  async delete(userId: string): Promise<DeletedAccount | null> {
    const { dataSource, images, identity, referenceIndex, logger } = this.deps;
    const user = await dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) return null;

    const rows: Record<string, number> = {};
    await dataSource.transaction(async (manager) => {
      for (const table of dataSource.entityMetadatas) {
        if (table.target === UserEntity || !table.findColumnWithPropertyName('userId')) continue;
        const { affected } = await manager.delete(table.target, { userId });
        rows[table.tableName] = affected ?? 0;
      }
      const { affected } = await manager.delete(UserEntity, { id: userId });
      rows[dataSource.getMetadata(UserEntity).tableName] = affected ?? 0;
    });
    referenceIndex.forget(userId);

    const keys: string[] = [];
    try {
      for await (const key of images.list(`${userId}/`)) keys.push(key);
    } catch (error) {
      logger.warn(
        { userId, err: { message: (error as Error).message } },
        "could not list a deleted account's photos: left for the storage sweep",
      );
    }
    await removeUnreferenced(images, keys, logger);

    let identityRemoved = false;
    if (user.firebaseUid) {
      try {
        await identity.deleteIdentity(user.firebaseUid);
        identityRemoved = true;
      } catch (error) {
        logger.warn(
          { userId, err: { message: (error as Error).message } },
          "could not remove a deleted account's sign-in identity",
        );
      }
    }
    logger.info({ userId, rows, files: keys.length, identityRemoved }, 'account deleted');
    return { rows, files: keys.length, identityRemoved };
  }
}
