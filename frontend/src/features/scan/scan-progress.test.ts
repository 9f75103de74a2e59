import { describe, expect, it } from 'vitest';
import { SCAN_STAGES, stageStatus } from './scan-progress';

describe('scan stages', () => {
  it('prepares the photo, then uploads and analyses it', () => {
    expect(SCAN_STAGES.map((s) => s.stage)).toEqual(['preparing', 'analysing']);
  });

  it('marks the stages before the current one as done and those after it as still to come', () => {
    expect(stageStatus('preparing', 'preparing')).toBe('current');
    expect(stageStatus('analysing', 'preparing')).toBe('next');
    expect(stageStatus('preparing', 'analysing')).toBe('done');
    expect(stageStatus('analysing', 'analysing')).toBe('current');
  });

  it('never states a percentage', () => {
    for (const { label, detail } of SCAN_STAGES) expect(`${label} ${detail}`).not.toMatch(/\d+\s*%/);
  });
});
