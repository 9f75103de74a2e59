import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` in a transaction that holds the user's row locked, so a user's own concurrent
 * requests that count and then insert (a limit of 100 saved meals, say) take turns. PostgreSQL
 * locks the row (`FOR UPDATE`); SQLite has one writer at a time, so its transaction is enough.
 */
export function withUserLocked<T>(
  dataSource: DataSource,
  userId: string,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return dataSource.transaction(async (manager) => {
    if (dataSource.options.type === 'postgres') {
      await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    }
    return work(manager);
  });
}
