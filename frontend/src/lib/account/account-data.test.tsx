import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
import { createQueryClient } from '@/lib/query-client';
import { memoryOutboxStore } from '@/testing/memory-outbox-store';
import { demoUser } from '@/testing/mocks/fixtures';
import { allDataUrl, useDeleteAccount } from './account-data';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

const waiting = (id: string, userId: string) => ({ id, userId, capturedAt: '2026-11-26T10:00:00Z' }) as OutboxEntry;

describe('the all-data download', () => {
  it("is the contract's address for the user, in the device's time zone", () => {
    expect(allDataUrl('user 1', 'Europe/Berlin')).toMatch(/\/api\/users\/user%201\/export\.zip\?tz=Europe%2FBerlin$/);
  });
});

describe('deleting the account', () => {
  it("removes what this device still waits to send for the account, and nobody else's", async () => {
    const outbox = memoryOutboxStore([waiting('a', demoUser.id), waiting('b', 'someone-else')]);
    const { result } = renderHook(() => useDeleteAccount(demoUser.id, outbox), { wrapper });
    await act(() => result.current.mutateAsync('DELETE'));
    expect([...outbox.entries.keys()]).toEqual(['b']);
  });

  it('keeps the outbox when the server refuses, and says why', async () => {
    const outbox = memoryOutboxStore([waiting('a', demoUser.id)]);
    const { result } = renderHook(() => useDeleteAccount(demoUser.id, outbox), { wrapper });
    await expect(act(() => result.current.mutateAsync('delete'))).rejects.toThrow(/Type DELETE in capital letters/);
    expect(outbox.entries.size).toBe(1);
  });
});
