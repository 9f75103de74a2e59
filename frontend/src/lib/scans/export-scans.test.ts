import { describe, expect, it } from 'vitest';
import { downloadName } from './export-scans';

describe('downloadName', () => {
  it('takes the server’s file name', () => {
    expect(downloadName('attachment; filename="morsel-log-2026-11-22.csv"')).toBe('morsel-log-2026-11-22.csv');
  });
  it('falls back to a dated name', () => {
    expect(downloadName(null, new Date('2026-01-05T12:00:00Z'))).toBe('morsel-log-2026-01-05.csv');
  });
});

describe('downloadName for JSON', () => {
  it('falls back to a dated .json name', () => {
    expect(downloadName(null, new Date('2026-01-05T12:00:00Z'), 'json')).toBe('morsel-log-2026-01-05.json');
  });
});
