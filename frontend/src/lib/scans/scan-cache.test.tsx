import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Scan } from '@/client';
import {
  getCurrentUserQueryKey,
  getLogSummaryQueryKey,
  getScanQueryKey,
  listDaysQueryKey,
  listRecentFoodsQueryKey,
  listUserScansQueryKey,
} from '@/client/@tanstack/react-query.gen';
import { createQueryClient } from '@/lib/query-client';
import { demoScans, demoUser } from '@/testing/mocks/fixtures';
import { scanApi } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { useCreateScan } from './create-scan';
import { useDeleteScan } from './delete-scan';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'lunch.jpg', { type: 'image/jpeg' });

const keys = {
  /** The user's history as the History screen asks for it, and a later page of it. */
  history: listUserScansQueryKey({ path: { userId: demoUser.id } }),
  historyPage: listUserScansQueryKey({ path: { userId: demoUser.id }, query: { limit: 20, before: 'x' } }),
  otherUsersHistory: listUserScansQueryKey({ path: { userId: 'someone-else' } }),
  currentUser: getCurrentUserQueryKey(),
  scan: (id: string) => getScanQueryKey({ path: { id } }),
  /** What the daily log adds up from the user's scans, and another user's. */
  days: listDaysQueryKey({ path: { userId: demoUser.id }, query: { from: '2026-11-18', to: '2026-11-24', tz: 'UTC' } }),
  summary: getLogSummaryQueryKey({ path: { userId: demoUser.id }, query: { tz: 'UTC' } }),
  recent: listRecentFoodsQueryKey({ path: { userId: demoUser.id } }),
  otherUsersDays: listDaysQueryKey({
    path: { userId: 'someone-else' },
    query: { from: '2026-11-18', to: '2026-11-24', tz: 'UTC' },
  }),
};

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const invalidated = (queryKey: QueryKey) => queryClient.getQueryState(queryKey)?.isInvalidated;

/** A cache as the app has it after visiting History, a result and the profile. */
beforeEach(() => {
  server.use(...scanApi(demoScans, { processingMs: 0 }));
  queryClient = createQueryClient();
  queryClient.setQueryData(keys.history, demoScans);
  queryClient.setQueryData(keys.historyPage, []);
  queryClient.setQueryData(keys.otherUsersHistory, []);
  queryClient.setQueryData(keys.currentUser, demoUser);
  for (const key of [keys.days, keys.summary, keys.recent, keys.otherUsersDays]) queryClient.setQueryData(key, {});
  for (const scan of demoScans) queryClient.setQueryData(keys.scan(scan.id), scan);
});

describe('the scan cache', () => {
  it('learns of a new scan: its result is cached, the user’s history and count are refetched, no one else’s', async () => {
    const { result } = renderHook(() => useCreateScan(demoUser.id), { wrapper });
    const created = await act(() => result.current.scanPhoto(photo()));
    expect(queryClient.getQueryData(keys.scan(created.id))).toEqual(created);
    expect(invalidated(keys.history)).toBe(true);
    expect(invalidated(keys.historyPage)).toBe(true);
    expect(invalidated(keys.currentUser)).toBe(true);
    expect(invalidated(keys.otherUsersHistory)).toBe(false);
    expect([invalidated(keys.days), invalidated(keys.summary), invalidated(keys.recent)]).toEqual([true, true, true]);
    expect(invalidated(keys.otherUsersDays)).toBe(false);
  });

  it('forgets a deleted scan: its copy is dropped, the user’s history and count are refetched, no one else’s', async () => {
    const [deleted, kept] = demoScans as [Scan, Scan];
    const { result } = renderHook(() => useDeleteScan(demoUser.id), { wrapper });
    act(() => result.current.mutate({ path: { id: deleted.id } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(keys.scan(deleted.id))).toBeUndefined();
    expect(queryClient.getQueryData(keys.scan(kept.id))).toEqual(kept);
    expect(invalidated(keys.history)).toBe(true);
    expect(invalidated(keys.historyPage)).toBe(true);
    expect(invalidated(keys.currentUser)).toBe(true);
    expect(invalidated(keys.otherUsersHistory)).toBe(false);
  });

  it('changes nothing when the server refuses the delete', async () => {
    const { result } = renderHook(() => useDeleteScan(demoUser.id), { wrapper });
    act(() => result.current.mutate({ path: { id: 'no-such-scan' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(invalidated(keys.history)).toBe(false);
    expect(invalidated(keys.currentUser)).toBe(false);
  });
});
