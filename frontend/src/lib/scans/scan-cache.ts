import type { QueryClient } from '@tanstack/react-query';
import type { Scan } from '@/client';
import { getCurrentUserQueryKey, getScanQueryKey, listUserScansQueryKey } from '@/client/@tanstack/react-query.gen';

/*
 * How a change to a user's scans reaches the cache. Cached data never goes stale on its own (the
 * query client's rule), so every scan mutation goes through these. Keys come from the generated
 * query-key functions; a key with fewer fields matches every query that has those fields, so a
 * user's list key matches each page and page size of that user's history, and no other user's.
 */

/** The generated queries whose answers are computed from a user's scans: their days, log summary and recent foods. */
const LOG_QUERY_IDS = ['listDays', 'getLogSummary', 'listRecentFoods'] as const;

/** Whether a generated query key is one of `ids` (by default the log's), for this user. */
export function isUsersQuery(queryKey: readonly unknown[], userId: string, ids: readonly string[] = LOG_QUERY_IDS) {
  const head = queryKey[0] as { _id?: unknown; path?: { userId?: unknown } } | undefined;
  return typeof head?._id === 'string' && ids.includes(head._id) && head.path?.userId === userId;
}

/** The user's history (every page), their scan count and everything their log adds up are fetched again. */
export const invalidateUserScans = (queryClient: QueryClient, userId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: listUserScansQueryKey({ path: { userId } }) }),
    queryClient.invalidateQueries({ queryKey: getCurrentUserQueryKey() }),
    queryClient.invalidateQueries({ predicate: ({ queryKey }) => isUsersQuery(queryKey, userId) }),
  ]);

/** A new scan: its result page opens from the cache, and history and the count are refetched. */
export async function scanCreated(queryClient: QueryClient, scan: Scan) {
  queryClient.setQueryData(getScanQueryKey({ path: { id: scan.id } }), scan);
  await invalidateUserScans(queryClient, scan.userId);
}

/** A deleted scan: its cached copy is dropped, and its owner's history and count are refetched. */
export async function scanDeleted(queryClient: QueryClient, { id, userId }: Pick<Scan, 'id' | 'userId'>) {
  queryClient.removeQueries({ queryKey: getScanQueryKey({ path: { id } }) });
  await invalidateUserScans(queryClient, userId);
}

/** A corrected scan: its cached copy becomes the server's answer, and its owner's history is refetched. */
export async function scanUpdated(queryClient: QueryClient, scan: Scan) {
  queryClient.setQueryData(getScanQueryKey({ path: { id: scan.id } }), scan);
  await invalidateUserScans(queryClient, scan.userId);
}
