import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/intl';
import { SCAN_STAGES, stageStatus, uploadPercent } from './scan-progress';

describe('scan stages', () => {
  it('prepares the photo, uploads it, then identifies the food', () => {
    expect(SCAN_STAGES.map((s) => s.stage)).toEqual(['preparing', 'uploading', 'analysing']);
  });

  it('marks the stages before the current one as done and those after it as still to come', () => {
    expect(stageStatus('preparing', 'preparing')).toBe('current');
    expect(stageStatus('uploading', 'preparing')).toBe('next');
    expect(stageStatus('preparing', 'uploading')).toBe('done');
    expect(stageStatus('uploading', 'analysing')).toBe('done');
    expect(stageStatus('analysing', 'analysing')).toBe('current');
  });

  it('states no percentage of its own: only the upload has one, and only what was measured', async () => {
    for (const language of LANGUAGES) {
      const messages = await loadMessages(language);
      for (const { label, detail } of SCAN_STAGES) expect(`${messages[label]} ${messages[detail]}`).not.toMatch(/\d/);
    }
    expect(uploadPercent({ stage: 'preparing' })).toBeNull();
    expect(uploadPercent({ stage: 'uploading', sent: null })).toBeNull();
    expect(uploadPercent({ stage: 'uploading', sent: 0.424 })).toBe(42);
    expect(uploadPercent({ stage: 'uploading', sent: 1.2 })).toBe(100);
    expect(uploadPercent({ stage: 'analysing' })).toBeNull();
  });
});
