import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createQueryClient } from '@/lib/query-client';
import { memoryOutboxStore } from '@/testing/memory-outbox-store';
import { demoUser, scannedScan } from '@/testing/mocks/fixtures';
import { scanHandlers } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { ScanQueued, useCreateScan, type ScanProgress } from './create-scan';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'lunch.jpg', { type: 'image/jpeg' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('taking a scan', () => {
  it("sends the photo with an idempotency key and the phone's time zone", async () => {
    const seen: { key: string | null; tz: FormDataEntryValue | null }[] = [];
    server.use(
      http.post('*/api/scans', async ({ request }) => {
        seen.push({ key: request.headers.get('Idempotency-Key'), tz: (await request.formData()).get('tz') });
        return HttpResponse.json(scannedScan, { status: 201 });
      }),
    );
    const store = memoryOutboxStore();
    const { result } = renderHook(() => useCreateScan(demoUser.id, store), { wrapper });
    await act(() => result.current.scanPhoto(photo()));
    expect(seen).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{36}$/), tz: expect.any(String) }]);
    expect(store.entries.size).toBe(0);
  });

  it('reports each step: the photo prepared, its upload as it goes, then its analysis', async () => {
    server.use(http.post('*/api/scans', () => HttpResponse.json(scannedScan, { status: 201 })));
    const steps: ScanProgress[] = [];
    const { result } = renderHook(() => useCreateScan(demoUser.id, memoryOutboxStore()), { wrapper });
    await act(() => result.current.scanPhoto(photo(), (step) => steps.push(step)));
    const stages = steps.map((step) => step.stage).filter((stage, i, all) => stage !== all[i - 1]);
    expect(stages).toEqual(['preparing', 'uploading', 'analysing']);
    const sent = steps.flatMap((step) => (step.stage === 'uploading' && step.sent !== null ? [step.sent] : []));
    expect(sent.at(-1)).toBe(1);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });

  it('keeps the photo in the outbox, under the key the failed upload used, when the network fails', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/scans', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.error();
      }),
    );
    const store = memoryOutboxStore();
    const { result } = renderHook(() => useCreateScan(demoUser.id, store), { wrapper });
    const before = Date.now();
    const failure = await act(() => result.current.scanPhoto(photo()).catch((error: unknown) => error));
    expect(failure).toBeInstanceOf(ScanQueued);
    const [entry] = await store.list(demoUser.id);
    // The same key: if the lost upload did reach the server, sending it again makes no second scan.
    expect(entry).toMatchObject({ id: keys[0], userId: demoUser.id, attempts: 0, refused: false });
    expect(Date.parse(entry!.capturedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(entry!.kind === 'typed' ? 0 : entry!.photo.size).toBeGreaterThan(0);
  });

  it('does not even try while the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = vi.fn();
    server.use(
      http.post('*/api/scans', () => {
        sent();
        return HttpResponse.json(scannedScan, { status: 201 });
      }),
    );
    const store = memoryOutboxStore();
    const { result } = renderHook(() => useCreateScan(demoUser.id, store), { wrapper });
    await expect(act(() => result.current.scanPhoto(photo()))).rejects.toBeInstanceOf(ScanQueued);
    expect(sent).not.toHaveBeenCalled();
    expect(store.entries.size).toBe(1);
  });

  it('does not queue a scan the server answered: a refusal is shown, not kept', async () => {
    server.use(...scanHandlers.rateLimited);
    const store = memoryOutboxStore();
    const { result } = renderHook(() => useCreateScan(demoUser.id, store), { wrapper });
    await expect(act(() => result.current.scanPhoto(photo()))).rejects.toBeInstanceOf(ApiError);
    expect(store.entries.size).toBe(0);
  });
});
