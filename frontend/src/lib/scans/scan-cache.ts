import type { QueryClient } from '@tanstack/react-query';
import type { Scan } from '@/client';
import {
  getCurrentUserQueryKey,
  getLogSummaryQueryKey,
  getScanQueryKey,
  listDaysQueryKey,
  listRecentFoodsQueryKey,
  listUserScansQueryKey,
} from '@/client/@tanstack/react-query.gen';

/*
 * How a change to a user's scans reaches the cache. Cached data never goes stale on its own (the
 * query client's rule), so every scan mutation goes through these. Keys come from the generated
 * query-key functions; a key with fewer fields matches every query that has those fields, so a
 * user's list key matches each page and page size of that user's history, and no other user's.
 */

/**
 * The generated key of each of a user's log queries (days, log summary, recent foods) without its
 * query string: by TanStack's partial matching it stands for every range and time zone of them.
 */
export const userLogKeys = (userId: string) => ({
  days: listDaysQueryKey({ path: { userId } } as Parameters<typeof listDaysQueryKey>[0]),
  summary: getLogSummaryQueryKey({ path: { userId } } as Parameters<typeof getLogSummaryQueryKey>[0]),
  recentFoods: listRecentFoodsQueryKey({ path: { userId } }),
});

/** The user's history (every page), their scan count and everything their log adds up are fetched again. */
export const invalidateUserScans = (queryClient: QueryClient, userId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: listUserScansQueryKey({ path: { userId } }) }),
    queryClient.invalidateQueries({ queryKey: getCurrentUserQueryKey() }),
    ...Object.values(userLogKeys(userId)).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);

/** A new scan: its result page opens from the cache, and history and the count are refetched. */
export async function scanCreated(queryClient: QueryClient, scan: Scan) {
  queryClient.setQueryData(getScanQueryKey({ path: { id: scan.id } }), scan);
  await invalidateUserScans(queryClient, scan.userId);
}

/** Several new scans at once (a day logged again): each cached, then history and the count refetched once. */
export async function scansCreated(queryClient: QueryClient, scans: Scan[]) {
  for (const scan of scans) queryClient.setQueryData(getScanQueryKey({ path: { id: scan.id } }), scan);
  if (scans[0]) await invalidateUserScans(queryClient, scans[0].userId);
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
