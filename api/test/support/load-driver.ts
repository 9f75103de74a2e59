/**
 * A small load driver: N signed-in users, each a loop of real requests (scan a photo, read history,
 * search foods, read history again) with no think time, for a fixed time, spread over one or more
 * API processes. Used by the load tests (a short run, then the storage audit) and by `npm run bench`
 * (50 users for 60 s). It keeps every response time and the id of every scan the API accepted, so
 * the caller can prove that none was lost.
 *
 * Not autocannon: each request here needs its own user's cookie, a fresh multipart body and its
 * answer read (the accepted scan's id), which a fixed-request HTTP hammer does not do.
 */
import type { DataSource } from 'typeorm';
import type { ImageStore } from '../../src/features/images/image-store';
import { auditStorage, type StorageAudit } from '../../src/features/images/storage-audit';
import { createLogger } from '../../src/logger';
import { referencedPhotosIn } from '../../src/services';
import { ScanEntity } from '../../src/features/scans/scan.entity';
import { photoForm } from './upload-form';

export interface LoadUser {
  userId: string;
  cookie: string;
}

export interface LoadOptions {
  /** One or more API processes; each user's requests go round-robin over them. */
  baseUrls: string[];
  users: LoadUser[];
  seconds: number;
  /** JPEG photos to scan, used in turn. */
  photos: Buffer[];
  searchTerms?: string[];
}

export type LoadOperation = 'scan' | 'history' | 'search';

export interface OperationFigures {
  operation: LoadOperation | 'all';
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  errors: number;
}

export interface LoadResult {
  seconds: number;
  figures: OperationFigures[];
  /** Ids of the scans the API answered 201 for. */
  acceptedScanIds: string[];
  /** The first few failures, as `operation: status message`, for the report. */
  failures: string[];
  errorCount: number;
}

const CYCLE: LoadOperation[] = ['scan', 'history', 'search', 'history'];

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { baseUrls, users, photos } = options;
  const terms = options.searchTerms ?? ['chicken', 'apple', 'rice', 'yogurt', 'banana', 'salad', 'bread'];
  const latencies: Record<LoadOperation, number[]> = { scan: [], history: [], search: [] };
  const errors: Record<LoadOperation, number> = { scan: 0, history: 0, search: 0 };
  const acceptedScanIds: string[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const request = async (user: LoadUser, index: number, step: number): Promise<void> => {
    const operation = CYCLE[step % CYCLE.length]!;
    const baseUrl = baseUrls[(index + step) % baseUrls.length]!;
    const headers = { cookie: user.cookie };
    let url: string;
    let init: RequestInit;
    if (operation === 'scan') {
      const photo = photos[(index + step) % photos.length]!;
      url = `${baseUrl}/api/scans`;
      init = { method: 'POST', body: photoForm({ userId: user.userId }, photo, 'meal.jpg'), headers };
    } else if (operation === 'history') {
      url = `${baseUrl}/api/users/${user.userId}/scans?limit=20`;
      init = { headers };
    } else {
      url = `${baseUrl}/api/foods/search?q=${terms[(index + step) % terms.length]!}&limit=10`;
      init = { headers };
    }
    const t0 = performance.now();
    let failure: string | null = null;
    try {
      const res = await fetch(url, init);
      const body = await res.text();
      if (operation === 'scan' && res.status === 201) {
        acceptedScanIds.push((JSON.parse(body) as { id: string }).id);
      } else if (res.status !== 200 && !(operation === 'scan' && res.status === 201)) {
        failure = `${operation}: ${res.status} ${body.slice(0, 160)}`;
      }
    } catch (error) {
      failure = `${operation}: ${(error as Error).message}`;
    }
    latencies[operation].push(performance.now() - t0);
    if (failure) {
      errors[operation] += 1;
      if (failures.length < 10) failures.push(failure);
    }
  };

  await Promise.all(
    users.map(async (user, index) => {
      for (let step = index; performance.now() < deadline; step += 1) await request(user, index, step);
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const figuresOf = (operation: OperationFigures['operation'], times: number[], errorCount: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    const ms = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
    return {
      operation,
      requests: times.length,
      'req/s': Math.round((times.length / seconds) * 10) / 10,
      'p50 ms': ms(50),
      'p95 ms': ms(95),
      'p99 ms': ms(99),
      errors: errorCount,
    };
  };
  const operations = Object.keys(latencies) as LoadOperation[];
  const errorCount = operations.reduce((sum, operation) => sum + errors[operation], 0);
  return {
    seconds,
    figures: [
      ...operations.map((operation) => figuresOf(operation, latencies[operation], errors[operation])),
      figuresOf(
        'all',
        operations.flatMap((operation) => latencies[operation]),
        errorCount,
      ),
    ],
    acceptedScanIds,
    failures,
    errorCount,
  };
}

export interface LoadAudit extends StorageAudit {
  accepted: number;
  /** Accepted scans (201) the database does not hold. */
  lost: string[];
}

/**
 * After a run: every scan the API accepted is in the database, and the storage audit finds every
 * row's photos present and no file without a row.
 */
export async function auditAfterLoad(
  dataSource: DataSource,
  store: ImageStore,
  acceptedScanIds: string[],
): Promise<LoadAudit> {
  const stored = new Set(
    (await dataSource.getRepository(ScanEntity).find({ select: { id: true } })).map((row) => row.id),
  );
  return {
    accepted: acceptedScanIds.length,
    lost: acceptedScanIds.filter((id) => !stored.has(id)),
    ...(await auditStorage(referencedPhotosIn(dataSource, store, createLogger('silent')), store)),
  };
}
